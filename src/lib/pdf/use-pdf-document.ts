import { useEffect, useState } from 'react';
import { isPdfCancelled, openPdf, type PdfDocument } from './pdf-document';

/** The state of opening a PDF; `document` is owned by the hook and destroyed with it. */
export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; document: PdfDocument }
  | { status: 'error'; error: unknown };

/**
 * Opens `bytes` with pdf.js and destroys the document when the bytes change or the component
 * unmounts (StrictMode's double mount included).
 */
export function usePdfDocument(bytes: Uint8Array | undefined): PdfDocumentState {
  const [state, setState] = useState<{ bytes: Uint8Array | undefined; value: PdfDocumentState }>({
    bytes,
    value: { status: 'loading' },
  });
  // A new file starts from "loading" at once, not after an effect.
  if (state.bytes !== bytes) setState({ bytes, value: { status: 'loading' } });

  useEffect(() => {
    if (!bytes) return;
    const task = openPdf(bytes);
    let opened: PdfDocument | null = null;
    let active = true;
    task.promise.then(
      (document) => {
        opened = document;
        if (active) setState({ bytes, value: { status: 'ready', document } });
        else void document.destroy();
      },
      (error: unknown) => {
        if (active && !isPdfCancelled(error))
          setState({ bytes, value: { status: 'error', error } });
      },
    );
    return () => {
      active = false;
      task.cancel();
      if (opened) void opened.destroy();
    };
  }, [bytes]);

  return state.value;
}
