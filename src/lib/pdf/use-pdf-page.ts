import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { isPdfCancelled, type PdfDocument } from './pdf-document';

export type PdfPageRenderState = 'rendering' | 'done' | { error: unknown };

/**
 * Draws one page of `document` into the canvas at `zoom`; a newer page or zoom, or unmounting,
 * cancels the render in progress.
 */
export function usePdfPage(
  document: PdfDocument | null,
  pageIndex: number,
  zoom: number,
  canvasRef: RefObject<HTMLCanvasElement | null>,
): PdfPageRenderState {
  const [state, setState] = useState<PdfPageRenderState>('rendering');
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!document || !canvas) return;
    const task = document.renderPage(pageIndex, canvas, zoom);
    let active = true;
    task.promise.then(
      () => {
        if (active) setState('done');
      },
      (error: unknown) => {
        if (active && !isPdfCancelled(error)) setState({ error });
      },
    );
    return () => {
      active = false;
      task.cancel();
      setState('rendering');
    };
  }, [document, pageIndex, zoom, canvasRef]);
  return state;
}
