import { unzlibSync } from 'fflate';
import type { DrawingContext, Raster } from '@/offline/platform/processing/types';

/**
 * A coverage mask (0..255 a pixel) of what `draw` paints in white on black, for artwork
 * that is not RGB (a CMYK TIFF): the raster draws the type, this reads its pixels back. The
 * drawing API has no getImageData in both environments, so the surface's own PNG is decoded
 * here (8-bit RGBA or RGB, non-interlaced: what both canvases write).
 */
export async function textMask(
  raster: Raster,
  width: number,
  height: number,
  draw: (ctx: DrawingContext) => void,
): Promise<Uint8Array> {
  const surface = raster.createSurface(width, height);
  try {
    const ctx = surface.context;
    ctx.direction = 'ltr';
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#fff';
    draw(ctx);
    return redChannel(await surface.encodePng());
  } finally {
    surface.release();
  }
}

/** The red channel of a non-interlaced 8-bit RGB or RGBA PNG, row by row. */
export function redChannel(png: Uint8Array): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  while (at + 8 <= png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const colourType = body[9];
      if (body[8] !== 8 || body[12] !== 0 || (colourType !== 2 && colourType !== 6))
        throw new Error('text mask: expected an 8-bit RGB(A) PNG without interlacing');
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const joined = new Uint8Array(idat.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of idat) {
    joined.set(part, offset);
    offset += part.length;
  }
  const data = unzlibSync(joined);
  const stride = width * channels;
  const previous = new Uint8Array(stride);
  const row = new Uint8Array(stride);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const filter = data[start] ?? 0;
    for (let i = 0; i < stride; i++) {
      const raw = data[start + 1 + i] ?? 0;
      const left = i >= channels ? (row[i - channels] ?? 0) : 0;
      const up = previous[i] ?? 0;
      const upLeft = i >= channels ? (previous[i - channels] ?? 0) : 0;
      row[i] = (raw + predict(filter, left, up, upLeft)) & 0xff;
    }
    for (let x = 0; x < width; x++) mask[y * width + x] = row[x * channels] ?? 0;
    previous.set(row);
  }
  return mask;
}

function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      return 0;
  }
}
