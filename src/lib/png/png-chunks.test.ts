import { describe, expect, it } from 'vitest';
import { INFLATE_PIECE, readChunks } from './png-chunks';
import { encodeTestPng, streamOf } from './png-test-files';

/** Noise (it does not compress): its image data is several inflater pieces long. */
function noisePng(width: number, height: number): Uint8Array {
  const rows = Array.from({ length: height }, () =>
    Uint8Array.from({ length: width * 3 }, () => Math.floor(Math.random() * 256)),
  );
  return encodeTestPng({ width, height, colorType: 2, rows });
}

describe('reading the chunks', () => {
  it('hands the inflater small pieces even when the file comes in one', async () => {
    const png = noisePng(200, 100);
    const pieces: number[] = [];
    await readChunks(streamOf(png, png.length), {
      header: () => undefined,
      plte: () => undefined,
      trns: () => undefined,
      idat: (data) => {
        pieces.push(data.length);
        return Promise.resolve();
      },
      stopped: () => false,
    });
    expect(pieces.length).toBeGreaterThan(2);
    expect(Math.max(...pieces)).toBeLessThanOrEqual(INFLATE_PIECE);
  });
});
