import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { DPI, drawTestCarton } from '../src/features/review/barcodes/fixtures/test-carton';

/** A PNG chunk: length, type, data, CRC over type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The barcode test carton as a PNG that states its 300 dpi (pHYs), as a print PDF's render would. */
export function barcodeCartonPng(): Uint8Array {
  const page = drawTestCarton();
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  const image = context.createImageData(page.width, page.height);
  image.data.set(page.data);
  context.putImageData(image, 0, 0);
  const png = new Uint8Array(canvas.toBuffer('image/png'));
  const phys = new Uint8Array(9);
  const perMetre = Math.round(DPI / 0.0254);
  new DataView(phys.buffer).setUint32(0, perMetre);
  new DataView(phys.buffer).setUint32(4, perMetre);
  phys[8] = 1;
  // After the signature (8 bytes) and IHDR (25 bytes).
  const at = 33;
  const out = new Uint8Array(png.length + 21);
  out.set(png.subarray(0, at));
  out.set(chunk('pHYs', phys), at);
  out.set(png.subarray(at), at + 21);
  return out;
}
