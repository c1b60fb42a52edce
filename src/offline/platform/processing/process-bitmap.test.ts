import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withJfifDpi } from '@/lib/jpeg-density';
import { readResolutionPerMetre } from '@/lib/image-density';
import { withPngResolution } from '@/lib/png/png-phys';
import { processUpload } from './process-upload';
import { nodeRaster } from './raster-node';
import {
  animatedGif,
  inspectImage,
  JPEG_MAGIC,
  PNG_MAGIC,
  solidBmp,
  solidImage,
  type Rgb,
} from './test-inputs';
import type { ProcessingResult } from './types';

function expectOk(result: ProcessingResult): Extract<ProcessingResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got: ${result.statusMessage}`);
  return result;
}

function expectColour(actual: Rgb, expected: Rgb, tolerance = 6): void {
  actual.forEach((channel, i) =>
    expect(Math.abs(channel - (expected[i] ?? 0))).toBeLessThanOrEqual(tolerance),
  );
}

const ORANGE: Rgb = [230, 120, 30];

describe('processUpload with bitmaps', () => {
  it('keeps a PNG’s stated resolution (pHYs) in its page bitmap, so sizes in mm survive', async () => {
    const at300ppi = { x: 11811, y: 11811 };
    const bytes = withPngResolution(solidImage('png', 300, 200, ORANGE), at300ppi);
    const result = expectOk(await processUpload({ bytes, fileName: 'label.png' }, nodeRaster));
    expect(readResolutionPerMetre(result.pages[0]?.png ?? new Uint8Array())).toEqual(at300ppi);

    const plain = expectOk(
      await processUpload(
        { bytes: solidImage('png', 300, 200, ORANGE), fileName: 'plain.png' },
        nodeRaster,
      ),
    );
    expect(readResolutionPerMetre(plain.pages[0]?.png ?? new Uint8Array())).toBeNull();
  });

  it('draws a CMYK JPEG (Adobe, inverted inks) as it prints, not as a negative', async () => {
    const bytes = new Uint8Array(
      readFileSync(
        join(import.meta.dirname, '../../../../tests/fixtures/jpeg/cmyk-ink-patches.jpg'),
      ),
    );
    const result = expectOk(await processUpload({ bytes, fileName: 'label.jpg' }, nodeRaster));
    const png = result.pages[0]?.png ?? new Uint8Array();
    // Patch centres (tests/fixtures/jpeg-builders/cmyk-ink-patches.ts): cyan, black, paper.
    expectColour((await inspectImage(png, 48, 48)).rgb, [0, 255, 255]);
    expectColour((await inspectImage(png, 240, 48)).rgb, [0, 0, 0]);
    expectColour((await inspectImage(png, 240, 112)).rgb, [255, 255, 255]);
    expectColour((await inspectImage(png, 2, 2)).rgb, [255, 255, 255]);
  });

  it('gives the page bitmap of a JPEG the density its JFIF states, as a pHYs', async () => {
    const bytes = withJfifDpi(solidImage('jpeg', 300, 200, ORANGE), 254);
    const result = expectOk(await processUpload({ bytes, fileName: 'label.jpg' }, nodeRaster));
    expect(readResolutionPerMetre(result.pages[0]?.png ?? new Uint8Array())).toEqual({
      x: 10_000,
      y: 10_000,
    });
  });

  it('turns a PNG into one PNG page of the same size and a bounded JPEG thumbnail', async () => {
    const result = expectOk(
      await processUpload(
        { bytes: solidImage('png', 900, 500, ORANGE), fileName: 'label.png' },
        nodeRaster,
      ),
    );

    expect(result.fileType).toBe('png');
    expect(result.pages).toHaveLength(1);
    const [page] = result.pages;
    expect(page).toMatchObject({ width: 900, height: 500 });
    expect([...(page?.png.subarray(0, 4) ?? [])]).toEqual(PNG_MAGIC);
    const decoded = await inspectImage(page?.png ?? new Uint8Array(), 450, 250);
    expect(decoded).toMatchObject({ width: 900, height: 500 });
    expectColour(decoded.rgb, ORANGE, 0);

    expect([...result.thumbnail.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    const thumb = await inspectImage(result.thumbnail, 10, 10);
    expect(thumb).toMatchObject({ width: 400, height: 222 });
    expectColour(thumb.rgb, ORANGE);
  });

  it.each([
    ['JPEG', 'photo.jpeg', 'jpg', 320, 240, () => solidImage('jpeg', 320, 240, ORANGE)],
    ['WebP', 'art.webp', 'webp', 321, 243, () => solidImage('webp', 321, 243, ORANGE)],
    ['BMP 24-bit bottom-up', 'scan.bmp', 'bmp', 77, 31, () => solidBmp(77, 31, ORANGE, 24)],
    ['BMP 32-bit top-down', 'scan.BMP', 'bmp', 64, 48, () => solidBmp(64, 48, ORANGE, 32)],
  ] as const)(
    'converts %s to a page of the same pixel size',
    async (_label, fileName, fileType, width, height, make) => {
      const result = expectOk(await processUpload({ bytes: make(), fileName }, nodeRaster));
      const page = result.pages[0];
      const decoded = await inspectImage(page?.png ?? new Uint8Array(), 5, 5);

      expect(result.fileType).toBe(fileType);
      expect(page).toMatchObject({ width, height });
      expect(decoded).toMatchObject({ width, height });
      expectColour(decoded.rgb, ORANGE);
    },
  );

  it('takes the first frame of an animated GIF', async () => {
    const bytes = animatedGif(40, 30, [200, 20, 20], [20, 20, 200]);
    const result = expectOk(await processUpload({ bytes, fileName: 'blink.gif' }, nodeRaster));
    const decoded = await inspectImage(result.pages[0]?.png ?? new Uint8Array(), 20, 15);

    expect(result.fileType).toBe('gif');
    expect(decoded).toMatchObject({ width: 40, height: 30 });
    expectColour(decoded.rgb, [200, 20, 20]);
  });

  it('never enlarges the thumbnail of a small image and keeps the aspect of a tall one', async () => {
    const small = expectOk(
      await processUpload(
        { bytes: solidImage('png', 37, 23, ORANGE), fileName: 's.png' },
        nodeRaster,
      ),
    );
    const tall = expectOk(
      await processUpload(
        { bytes: solidImage('png', 300, 1200, ORANGE), fileName: 't.png' },
        nodeRaster,
      ),
    );

    expect(await inspectImage(small.thumbnail)).toMatchObject({ width: 37, height: 23 });
    expect(await inspectImage(tall.thumbnail)).toMatchObject({ width: 100, height: 400 });
  });

  it('puts transparent areas on white in the thumbnail', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(50, 50);
    const bytes = new Uint8Array(canvas.encodeSync('png'));
    const result = expectOk(await processUpload({ bytes, fileName: 'clear.png' }, nodeRaster));

    expectColour((await inspectImage(result.thumbnail, 25, 25)).rgb, [255, 255, 255]);
  });
});
