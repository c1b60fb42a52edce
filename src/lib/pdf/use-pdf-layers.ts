import { useEffect, useState } from 'react';
import type { PdfDocument } from './pdf-document';
import type { PdfLayer } from './layers';

/** The open PDF's layers: null until known (no document yet, or still reading). */
export function usePdfLayers(document: PdfDocument | null): readonly PdfLayer[] | null {
  const [state, setState] = useState<{ document: PdfDocument; layers: PdfLayer[] } | null>(null);
  useEffect(() => {
    if (!document) return;
    let active = true;
    document.layers().then(
      (layers) => {
        if (active) setState({ document, layers });
      },
      // A file whose optional content cannot be read is shown as it opens, with no list.
      () => {
        if (active) setState({ document, layers: [] });
      },
    );
    return () => {
      active = false;
    };
  }, [document]);
  return state && state.document === document ? state.layers : null;
}
