import {
  createCanvas,
  loadImage,
  type Canvas,
  type Image,
  type SKRSContext2D,
} from '@napi-rs/canvas';
import { createRasterHandles } from './raster-handles';
import type { Raster } from './types';

const handles = createRasterHandles<Image | Canvas, Canvas, SKRSContext2D>();

/** The @napi-rs/canvas context of a surface made by {@link nodeRaster}; pdf.js renders into it. */
export const nodeContextOf = handles.contextOf;

function toUint8Array(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
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
    return handles.image(image, image.width, image.height);
  },
  createSurface(width, height) {
    return handles.surface(width, height, () => {
      const canvas = createCanvas(width, height);
      return {
        canvas,
        context: canvas.getContext('2d'),
        encoders: {
          encodePng: async () => toUint8Array(await canvas.encode('png')),
          encodeJpeg: async (quality) =>
            toUint8Array(await canvas.encode('jpeg', Math.round(quality * 100))),
        },
      };
    });
  },
  async openPdf(bytes) {
    const { openNodePdf } = await import('./pdfjs-node');
    return openNodePdf(bytes);
  },
};
