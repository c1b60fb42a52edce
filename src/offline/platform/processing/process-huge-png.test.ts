import { describe, expect, it } from 'vitest';
import { FLAT_PNG_COLOURS, flatPalettePng } from '@/lib/png/flat-png';
import { readImageSize } from './image-size';
import { DEFAULT_LIMITS } from './limits';
import { keepPngAsPage } from './process-huge-png';
import { processUpload } from './process-upload';
import { nodeRaster } from './raster-node';
import { inspectImage, JPEG_MAGIC } from './test-inputs';
import type { Raster } from './types';

const MP = 1_000_000;

/** The Node raster, refusing any decode or surface over 1 MP: the page is never decoded whole. */
const smallOnly: Raster = {
  ...nodeRaster,
  decodeImage(bytes) {
    const size = readImageSize(bytes);
    if (!size || size.width * size.height > MP) throw new Error('decoded a big image');
    return nodeRaster.decodeImage(bytes);
  },
  createSurface(width, height) {
    if (width * height > MP) throw new Error('allocated a big surface');
    return nodeRaster.createSurface(width, height);
  },
};

describe('a print-size PNG upload is kept as it is', () => {
  // 5,000 x 4,000 = 20 MP: over the line, squares of 1,000 px in the four colours.
  const page = flatPalettePng(5000, 4000, 1000);

  it('stores the bytes unchanged at the IHDR size, with a thumbnail from one streamed pass', async () => {
    const result = await processUpload({ bytes: page, fileName: 'pallet.png' }, smallOnly);

    if (!result.ok) throw new Error(result.statusMessage);
    expect(result.fileType).toBe('png');
    expect(result.pages).toHaveLength(1);
    expect(result.pages[0]?.png).toBe(page);
    expect(result.pages[0]).toMatchObject({ width: 5000, height: 4000 });
    expect([...result.thumbnail.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    const thumb = await inspectImage(result.thumbnail, 40, 40);
    expect(thumb).toMatchObject({ width: 400, height: 320 });
    // The top-left square's colour (JPEG: within a few levels).
    FLAT_PNG_COLOURS[0].forEach((value, i) => expect(thumb.rgb[i]).toBeCloseTo(value, -1));
  });

  it('refuses a truncated one with the usual message, still without decoding it whole', async () => {
    const cut = page.slice(0, Math.floor(page.length * 0.6));

    const result = await processUpload({ bytes: cut, fileName: 'cut.png' }, smallOnly);

    expect(result).toEqual({
      ok: false,
      statusMessage:
        'The image could not be read: the file may be damaged or incomplete. Export it again and upload the new file.',
    });
  });

  it('leaves an interlaced PNG to the whole decode (the stream cannot read it)', async () => {
    const interlaced = page.slice();
    interlaced[28] = 1;

    expect(await keepPngAsPage(interlaced, 'png', smallOnly, DEFAULT_LIMITS)).toBeNull();
  });

  it('re-encodes a PNG under the line as before', async () => {
    const small = flatPalettePng(400, 300, 100);

    const result = await processUpload({ bytes: small, fileName: 'label.png' }, nodeRaster);

    if (!result.ok) throw new Error(result.statusMessage);
    expect(result.pages[0]?.png).not.toBe(small);
    expect(result.pages[0]).toMatchObject({ width: 400, height: 300 });
  });
});
