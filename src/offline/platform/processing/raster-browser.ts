import { isSvg } from './formats/svg';
import { createRasterHandles } from './raster-handles';
import type { Raster } from './types';

const handles = createRasterHandles<
  ImageBitmap | OffscreenCanvas,
  OffscreenCanvas,
  OffscreenCanvasRenderingContext2D
>();

/** The OffscreenCanvas context of a surface made by {@link browserRaster}; pdf.js renders into it. */
export const browserContextOf = handles.contextOf;

async function encode(
  canvas: OffscreenCanvas,
  type: string,
  quality?: number,
): Promise<Uint8Array> {
  const blob = await canvas.convertToBlob({ type, quality });
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The browser raster: createImageBitmap decodes (PNG, JPEG, WebP, GIF first frame, BMP),
 * OffscreenCanvas draws and encodes. Works in the page and in a worker. PDFs go through
 * pdf.js, loaded on first use.
 */
/**
 * createImageBitmap cannot decode SVG: an <img> can, as an image document (no scripts, no
 * network), at the size its root's width and height give.
 */
async function decodeSvg(bytes: Uint8Array): Promise<ImageBitmap> {
  if (typeof Image === 'undefined') throw new Error('SVG needs a page context to be drawn.');
  const url = URL.createObjectURL(new Blob([bytes.slice()], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return await createImageBitmap(image);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export const browserRaster: Raster = {
  environment: 'browser',
  async decodeImage(bytes) {
    const bitmap = isSvg(bytes)
      ? await decodeSvg(bytes)
      : await createImageBitmap(new Blob([bytes.slice()]));
    return handles.image(bitmap, bitmap.width, bitmap.height, () => bitmap.close());
  },
  createSurface(width, height) {
    return handles.surface(width, height, () => {
      const canvas = new OffscreenCanvas(width, height);
      // Browsers answer null (not an exception) when a canvas is beyond their size limits.
      const context = canvas.getContext('2d');
      if (!context)
        throw new Error(`This browser cannot allocate a ${width} x ${height} pixel canvas.`);
      return {
        canvas,
        context,
        encoders: {
          encodePng: () => encode(canvas, 'image/png'),
          encodeJpeg: (quality) => encode(canvas, 'image/jpeg', quality),
        },
      };
    });
  },
  async openPdf(bytes) {
    const { openBrowserPdf } = await import('./pdfjs-browser');
    return openBrowserPdf(bytes);
  },
};
