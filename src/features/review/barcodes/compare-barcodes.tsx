import { useState } from 'react';
import { BarcodeToggle } from './barcode-toggle';
import { LazyBarcodePanel } from './lazy-barcode-panel';
import type { PixelBox } from './scan/found-barcode';

/** One side of a comparison, as the compare view hands it over. */
export interface BarcodeSide {
  version: number;
  pageUrl: string;
  page: number;
}

/**
 * Barcodes in compare: the same panel for both versions side by side; choosing a symbol on
 * either side shows that place in both views (compare has one viewport for both).
 */
export function CompareBarcodes({
  sides,
  onShow,
}: {
  sides: readonly BarcodeSide[];
  onShow: (box: PixelBox) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div>
        <BarcodeToggle open={open} onToggle={() => setOpen((value) => !value)} />
      </div>
      {open && (
        <div className="grid gap-3 md:grid-cols-2">
          {sides.map((side) => (
            <LazyBarcodePanel
              key={side.version}
              placement="inline"
              version={side.version}
              pageUrl={side.pageUrl}
              page={side.page}
              onShow={onShow}
              onClose={() => setOpen(false)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
