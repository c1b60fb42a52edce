import { lazy, Suspense } from 'react';
import type { BarcodePanelProps } from './barcode-panel';

// The reader (and its WebAssembly) loads only when a panel is first opened.
const BarcodePanel = lazy(() => import('./barcode-panel'));

/** The barcode panel, loaded on first use. */
export function LazyBarcodePanel(props: BarcodePanelProps) {
  return (
    <Suspense fallback={null}>
      <BarcodePanel {...props} />
    </Suspense>
  );
}
