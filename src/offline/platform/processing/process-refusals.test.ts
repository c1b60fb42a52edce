import { describe, expect, it } from 'vitest';
import { processUpload } from './process-upload';
import { nodeRaster } from './raster-node';
import { failureMessage, pngHeaderOnly, solidImage } from './test-inputs';
import type { Raster } from './types';

const BLUE = [20, 60, 200] as const;

/** A raster that fails the test if the engine tries to decode or allocate anything. */
const untouchableRaster: Raster = {
  environment: 'node',
  decodeImage: () => Promise.reject(new Error('decodeImage must not be called')),
  createSurface: () => {
    throw new Error('createSurface must not be called');
  },
  openPdf: () => Promise.reject(new Error('openPdf must not be called')),
};

describe('processUpload refusals', () => {
  it('refuses an unsupported extension', async () => {
    expect(
      await processUpload(
        { bytes: solidImage('png', 8, 8, BLUE), fileName: 'artwork.docx' },
        untouchableRaster,
      ),
    ).toEqual({
      ok: false,
      statusMessage:
        'Unsupported file type .docx: upload PNG, JPEG, WebP, GIF, BMP, TIFF, PSD, PSB, SVG, PDF or PDF-compatible AI.',
    });
  });

  it('refuses a bitmap over 20,000 px on a side from its header alone', async () => {
    const result = await processUpload(
      { bytes: pngHeaderOnly(20_001, 10), fileName: 'huge.png' },
      untouchableRaster,
    );

    expect(result).toEqual({
      ok: false,
      statusMessage:
        'The image is 20,001 x 10 pixels; the limit is 20,000 pixels on a side. Reduce its resolution and upload it again.',
    });
  });

  it('lets a bitmap of exactly the limit through to decoding', async () => {
    const result = await processUpload(
      { bytes: solidImage('png', 30, 12, BLUE), fileName: 'edge.png' },
      nodeRaster,
      { maxBitmapSide: 30 },
    );

    expect(result.ok).toBe(true);
  });

  it('refuses a corrupt bitmap whose header is fine', async () => {
    const bytes = solidImage('png', 64, 64, BLUE);
    const corrupt = bytes.slice(0, 40);

    expect(await processUpload({ bytes: corrupt, fileName: 'cut.png' }, nodeRaster)).toEqual({
      ok: false,
      statusMessage:
        'The image could not be read: the file may be damaged or incomplete. Export it again and upload the new file.',
    });
  });

  it('refuses an empty file', async () => {
    expect(
      failureMessage(
        await processUpload({ bytes: new Uint8Array(), fileName: 'empty.pdf' }, untouchableRaster),
      ),
    ).toContain('empty');
  });

  it('turns an unexpected raster failure into a failed result', async () => {
    const failing: Raster = {
      ...nodeRaster,
      createSurface: () => {
        throw new Error('out of memory');
      },
    };

    expect(
      await processUpload({ bytes: solidImage('png', 8, 8, BLUE), fileName: 'a.png' }, failing),
    ).toEqual({
      ok: false,
      statusMessage:
        'The file could not be converted (out of memory). Try again, or export it again and upload the new file.',
    });
  });
});
