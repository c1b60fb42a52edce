import { createHash } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { processUpload } from '@/offline/platform/processing/process-upload';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import { demoArtwork, type DemoArtworkFile } from './index';

async function pixels(png: Uint8Array): Promise<Uint8ClampedArray> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return ctx.getImageData(0, 0, image.width, image.height).data;
}

function byKey(files: readonly DemoArtworkFile[], key: DemoArtworkFile['key']): DemoArtworkFile {
  const file = files.find((f) => f.key === key);
  if (!file) throw new Error(`missing ${key}`);
  return file;
}

describe('demo artwork', () => {
  let files: DemoArtworkFile[] = [];
  beforeAll(async () => {
    files = await demoArtwork(nodeRaster);
  }, 30_000);

  it('processes every file through the upload path', async () => {
    expect(files.map((f) => f.key)).toEqual([
      'jam-label',
      'jam-label-v2',
      'leaflet',
      'coffee-bag',
      'carton-flat',
      'juice-label',
      'juice-label-v2',
      'juice-leaflet',
      'cold-brew-label',
      'tea-gift-box',
      'yogurt-sleeve',
      'butter-wrapper',
      'granola-back-panel',
      'granola-back-panel-v2',
      'carton-cmyk-proof',
    ]);
    for (const file of files) {
      const result = await processUpload(
        { bytes: file.bytes, fileName: file.fileName, contentType: file.contentType },
        nodeRaster,
      );
      expect(result, file.fileName).toMatchObject({ ok: true });
      if (!result.ok) continue;
      expect(result.pages.length, file.fileName).toBe(
        file.key.startsWith('granola-back-panel') || file.contentType !== 'application/pdf' ? 1 : 4,
      );
      expect(result.fileType).toBe(file.fileName.split('.').pop());
    }
  }, 60_000);

  it.each([
    ['jam-label', 'jam-label-v2'],
    ['juice-label', 'juice-label-v2'],
  ] as const)(
    'makes %s version 2 a new version of the same asset with visible changes',
    async (first, second) => {
      const v1 = byKey(files, first);
      const v2 = byKey(files, second);
      const [a, b] = await Promise.all([pixels(v1.bytes), pixels(v2.bytes)]);
      let changed = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (
          Math.abs((a[i] ?? 0) - (b[i] ?? 0)) +
            Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) +
            Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0)) >
          60
        )
          changed++;
      }
      const share = changed / (a.length / 4);

      expect(v2.fileName).toBe(v1.fileName);
      expect(v2.versionOf).toBe(first);
      expect(a.length).toBe(b.length);
      // Visible, local edits: a burst, a badge, new figures; not a different design.
      expect(share).toBeGreaterThan(0.01);
      expect(share).toBeLessThan(0.2);
    },
    30_000,
  );

  it('generates the same bytes every time', async () => {
    const again = await demoArtwork(nodeRaster);

    // Digests, not toEqual: a deep compare of megabytes, byte by byte, took over a minute.
    const digest = (bytes: Uint8Array | undefined) =>
      bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing';
    for (const [i, file] of files.entries()) {
      expect(digest(again[i]?.bytes), file.key).toBe(digest(file.bytes));
    }
  }, 30_000);
});
