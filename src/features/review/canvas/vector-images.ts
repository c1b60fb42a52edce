import type { PdfDocument } from '@/lib/pdf';
import type { PageImages } from './page-images';

/**
 * The page drawn from the original PDF where it matters: the overview stays the page bitmap
 * (fast, already there), while sharp regions are rendered by pdf.js at any zoom, so text and
 * hairlines stay crisp at 800 %. Regions are rendered for the region only (never a canvas of
 * the whole page at that zoom). Owns nothing: the bitmap and the PDF belong to their loaders.
 */
export async function vectorPageImages(
  base: PageImages,
  pdf: PdfDocument,
  pageIndex: number,
): Promise<PageImages> {
  const pdfSize = await pdf.pageSize(pageIndex);
  // PDF units per page pixel; the bitmap was rendered from this page, so both axes agree.
  const unitsPerPixel = pdfSize.width / base.size.width;
  return {
    size: base.size,
    get overview() {
      return base.overview;
    },
    kind: 'vector',
    maxDensity: Number.POSITIVE_INFINITY,
    async decodeRegion(plan, signal) {
      const density = plan.width / plan.source.width;
      const canvas = document.createElement('canvas');
      const task = pdf.renderRegion(pageIndex, canvas, density / unitsPerPixel, {
        x: plan.source.x * density,
        y: plan.source.y * density,
        width: plan.width,
        height: plan.height,
      });
      const stop = () => task.cancel();
      signal.addEventListener('abort', stop, { once: true });
      const release = () => {
        canvas.width = 0;
        canvas.height = 0;
      };
      try {
        await task.promise;
      } catch (error) {
        release();
        throw error;
      } finally {
        signal.removeEventListener('abort', stop);
      }
      return { plan, image: canvas, close: release };
    },
    onOverviewChange: (listener) => base.onOverviewChange(listener),
    refine: () => base.refine(),
    ready: base.ready,
    dispose: () => undefined,
  };
}
