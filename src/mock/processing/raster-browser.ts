import type { Raster, RasterImage, RasterSurface } from './types';

// Native objects behind the handles this raster gave out; a foreign handle is not in here.
const natives = new WeakMap<RasterImage | RasterSurface, ImageBitmap | OffscreenCanvas>();
const contexts = new WeakMap<RasterSurface, OffscreenCanvasRenderingContext2D>();

function nativeOf(handle: RasterImage | RasterSurface): ImageBitmap | OffscreenCanvas {
  const native = natives.get(handle);
  if (!native) throw new Error('This image or surface belongs to another raster.');
  return native;
}

/** The OffscreenCanvas context of a surface made by {@link browserRaster}; pdf.js renders into it. */
export function browserContextOf(surface: RasterSurface): OffscreenCanvasRenderingContext2D {
  const context = contexts.get(surface);
  if (!context) throw new Error('This surface belongs to another raster.');
  return context;
}

async function encode(
  canvas: OffscreenCanvas,
  type: string,
  quality?: number,
): Promise<Uint8Array> {
  const blob = await canvas.convertToBlob({ type, quality });
  return new Uint8Array(await blob.arrayBuffer());
}

function createBrowserSurface(width: number, height: number): RasterSurface {
  const canvas = new OffscreenCanvas(width, height);
  // Browsers answer null (not an exception) when a canvas is beyond their size limits.
  const context = canvas.getContext('2d');
  if (!context)
    throw new Error(`This browser cannot allocate a ${width} x ${height} pixel canvas.`);
  const surface: RasterSurface = {
    width,
    height,
    context,
    drawImage: (source, dx, dy, dw, dh) => context.drawImage(nativeOf(source), dx, dy, dw, dh),
    encodePng: () => encode(canvas, 'image/png'),
    encodeJpeg: (quality) => encode(canvas, 'image/jpeg', quality),
    release: () => {
      // Shrinking frees the pixel memory now instead of at the next garbage collection.
      canvas.width = 1;
      canvas.height = 1;
    },
  };
  natives.set(surface, canvas);
  contexts.set(surface, context);
  return surface;
}

/**
 * The browser raster: createImageBitmap decodes (PNG, JPEG, WebP, GIF first frame, BMP),
 * OffscreenCanvas draws and encodes. Works in the page and in a worker. PDFs go through
 * pdf.js, loaded on first use.
 */
export const browserRaster: Raster = {
  environment: 'browser',
  async decodeImage(bytes) {
    const bitmap = await createImageBitmap(new Blob([bytes.slice()]));
    const handle: RasterImage = {
      width: bitmap.width,
      height: bitmap.height,
      release: () => {
        bitmap.close();
        natives.delete(handle);
      },
    };
    natives.set(handle, bitmap);
    return handle;
  },
  createSurface(width, height) {
    if (!(width > 0 && height > 0)) throw new Error(`Invalid surface size ${width} x ${height}.`);
    return createBrowserSurface(width, height);
  },
  async openPdf(bytes) {
    const { openBrowserPdf } = await import('./pdfjs-browser');
    return openBrowserPdf(bytes);
  },
};
