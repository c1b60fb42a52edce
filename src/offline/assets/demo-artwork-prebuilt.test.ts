import { describe, expect, it } from 'vitest';
import type { DemoArtworkKey } from '@/offline/artwork';
import type { PrebuiltArtwork } from '@/offline/artwork/prebuilt';
import { DEMO_ASSETS } from './seed';
import { download, getAsset, JPEG_SIGNATURE, PNG_SIGNATURE } from '@/offline/testing/assets-kit';
import { harnessEachTest } from '@/offline/testing/test-bed';

const asked: DemoArtworkKey[] = [];
const page = Uint8Array.from([...PNG_SIGNATURE, 1, 2, 3]);
const thumbnail = Uint8Array.from([...JPEG_SIGNATURE, 4, 5]);
const original = Uint8Array.from([...PNG_SIGNATURE, 9, 9, 9, 9, 9]);

function prebuilt(key: DemoArtworkKey): Promise<PrebuiltArtwork | undefined> {
  asked.push(key);
  if (key.endsWith('leaflet')) return Promise.resolve(undefined);
  return Promise.resolve({
    fileName: `${key}.png`,
    contentType: 'image/png',
    bytes: original,
    result: { ok: true, fileType: 'png', pages: [{ png: page, width: 3, height: 2 }], thumbnail },
  });
}

// No image engine: whatever the service serves came from the prebuilt files (none for leaflets).
const t = harnessEachTest(['lena'], () => ({ raster: undefined, prebuiltArtwork: prebuilt }));

describe('prebuilt demo artwork', () => {
  it('is stored as the demo version’s files, once, without drawing anything', async () => {
    asked.length = 0;
    const label = await getAsset(t.h, t.lena, DEMO_ASSETS.nordicJamLabel, 1);
    const [bitmap, thumb] = await Promise.all([
      download(label.fullSizeBitmapUrl ?? ''),
      download(label.thumbnailUrl ?? ''),
    ]);
    expect(bitmap.bytes).toEqual(page);
    expect(thumb.bytes).toEqual(thumbnail);
    expect(asked).toHaveLength(1);
    const after = await getAsset(t.h, t.lena, DEMO_ASSETS.nordicJamLabel, 1);
    expect([after.fileSize, after.pagesCount]).toEqual([original.byteLength, 1]);
  });

  it('falls back to drawing, and without an image engine the file is simply not there', async () => {
    const leaflet = await getAsset(t.h, t.lena, DEMO_ASSETS.nordicJamLeaflet);
    expect((await download(leaflet.thumbnailUrl ?? '')).status).toBe(404);
  });
});
