import {
  createCanvas,
  loadImage,
  type Canvas,
  type Image,
  type SKRSContext2D,
} from '@napi-rs/canvas';
import type { Raster, RasterImage, RasterSurface } from './types';

// Native objects behind the handles this raster gave out; a foreign handle is not in here.
const natives = new WeakMap<RasterImage | RasterSurface, Image | Canvas>();
const contexts = new WeakMap<RasterSurface, SKRSContext2D>();

function nativeOf(handle: RasterImage | RasterSurface): Image | Canvas {
  const native = natives.get(handle);
  if (!native) throw new Error('This image or surface belongs to another raster.');
  return native;
}

/** The @napi-rs/canvas context of a surface made by {@link nodeRaster}; pdf.js renders into it. */
export function nodeContextOf(surface: RasterSurface): SKRSContext2D {
  const context = contexts.get(surface);
  if (!context) throw new Error('This surface belongs to another raster.');
  return context;
}

function toUint8Array(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

function createNodeSurface(width: number, height: number): RasterSurface {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const surface: RasterSurface = {
    width,
    height,
    context,
    drawImage: (source, dx, dy, dw, dh) => context.drawImage(nativeOf(source), dx, dy, dw, dh),
    encodePng: async () => toUint8Array(await canvas.encode('png')),
    encodeJpeg: async (quality) =>
      toUint8Array(await canvas.encode('jpeg', Math.round(quality * 100))),
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
 * The Node raster, on @napi-rs/canvas (Skia). Decodes PNG, JPEG, WebP, GIF (first frame),
 * BMP (and AVIF, which the engine does not accept); encodes PNG and JPEG. PDFs go through
 * pdf.js's legacy build, loaded on first use.
 */
export const nodeRaster: Raster = {
  environment: 'node',
  async decodeImage(bytes) {
    const image = await loadImage(bytes);
    if (!image.width || !image.height) throw new Error('The image has no pixels.');
    const handle: RasterImage = {
      width: image.width,
      height: image.height,
      release: () => natives.delete(handle),
    };
    natives.set(handle, image);
    return handle;
  },
  createSurface(width, height) {
    if (!(width > 0 && height > 0)) throw new Error(`Invalid surface size ${width} x ${height}.`);
    return createNodeSurface(width, height);
  },
  async openPdf(bytes) {
    const { openNodePdf } = await import('./pdfjs-node');
    return openNodePdf(bytes);
  },
};
