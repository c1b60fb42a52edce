import { unpackBits } from '@/lib/tiff/blocks';
import { cmykToRgb, FormatError, type RgbaPage } from './pixels';

interface PsdHeader {
  /** 1 for PSD, 2 for PSB (large document format). */
  version: 1 | 2;
  channels: number;
  width: number;
  height: number;
  depth: number;
  mode: number;
}

const MODES: Readonly<Record<number, string>> = { 1: 'greyscale', 3: 'RGB', 4: 'CMYK' };

/** The header of a PSD or PSB file (its size without decoding anything). */
export function readPsdHeader(bytes: Uint8Array): PsdHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 26 || view.getUint32(0) !== 0x38425053)
    throw new FormatError('it is not a Photoshop file');
  const version = view.getUint16(4);
  if (version !== 1 && version !== 2) throw new FormatError(`its version (${version}) is unknown`);
  return {
    version,
    channels: view.getUint16(12),
    height: view.getUint32(14),
    width: view.getUint32(18),
    depth: view.getUint16(22),
    mode: view.getUint16(24),
  };
}

/**
 * Decodes the composite image that Photoshop stores after the layers (the "maximize
 * compatibility" image): greyscale, RGB or CMYK, 8 or 16 bits, raw or RLE. Layers are not read.
 */
export function decodePsdComposite(bytes: Uint8Array): RgbaPage {
  const header = readPsdHeader(bytes);
  const { version, width, height, depth, mode } = header;
  if (!MODES[mode])
    throw new FormatError(
      `its colour mode (${mode}) is not supported: save it as RGB, CMYK or greyscale`,
    );
  if (depth !== 8 && depth !== 16)
    throw new FormatError(`it has ${depth} bits per channel: save it with 8 or 16`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 26;
  const skipSection = (lengthBytes: 4 | 8) => {
    const length = lengthBytes === 4 ? view.getUint32(at) : Number(view.getBigUint64(at));
    at += lengthBytes + length;
    if (at > bytes.length) throw new FormatError('it is cut short');
  };
  skipSection(4); // colour mode data
  skipSection(4); // image resources
  skipSection(version === 2 ? 8 : 4); // layers and masks
  const compression = view.getUint16(at);
  at += 2;
  const bytesPerSample = depth / 8;
  const planeSize = width * height * bytesPerSample;
  const colourChannels = mode === 4 ? 4 : mode === 3 ? 3 : 1;
  // Extra channels are mostly saved selections and spot plates, not transparency: the page is opaque.
  if (header.channels < colourChannels) throw new FormatError('it lacks colour channels');
  const channels = colourChannels;
  const planes: Uint8Array[] = [];
  if (compression === 0) {
    for (let c = 0; c < channels; c++)
      planes.push(bytes.subarray(at + c * planeSize, at + (c + 1) * planeSize));
  } else if (compression === 1) {
    // RLE: a byte count per row of every channel first (2 bytes each in PSD, 4 in PSB).
    const countSize = version === 2 ? 4 : 2;
    const rows = header.channels * height;
    const counts: number[] = [];
    for (let r = 0; r < rows; r++)
      counts.push(countSize === 2 ? view.getUint16(at + r * 2) : view.getUint32(at + r * 4));
    let data = at + rows * countSize;
    const rowSize = width * bytesPerSample;
    for (let c = 0; c < channels; c++) {
      const plane = new Uint8Array(planeSize);
      for (let y = 0; y < height; y++) {
        const count = counts[c * height + y] ?? 0;
        plane.set(unpackBits(bytes.subarray(data, data + count), rowSize), y * rowSize);
        data += count;
      }
      planes.push(plane);
    }
  } else {
    throw new FormatError(
      `its composite image uses compression ${compression}: save it with "Maximize Compatibility"`,
    );
  }
  if (planes.some((plane) => plane.length < planeSize)) throw new FormatError('it is cut short');
  const sample = (c: number, i: number) => planes[c]?.[i * bytesPerSample] ?? 0;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    let rgb: [number, number, number];
    if (mode === 3) rgb = [sample(0, i), sample(1, i), sample(2, i)];
    // Photoshop stores CMYK inverted (255 = no ink).
    else if (mode === 4)
      rgb = cmykToRgb(
        255 - sample(0, i),
        255 - sample(1, i),
        255 - sample(2, i),
        255 - sample(3, i),
      );
    else rgb = [sample(0, i), sample(0, i), sample(0, i)];
    rgba.set([...rgb, 255], i * 4);
  }
  return { width, height, rgba };
}
