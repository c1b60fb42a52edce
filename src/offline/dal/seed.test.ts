import { describe, expect, it } from 'vitest';
import type { DalAsset, DalFolder } from '@/api/types';
import { DEMO_CLIENTS } from '@/offline/platform/demo-ids';
import { download, JPEG_SIGNATURE, startsWithBytes } from '@/offline/testing/assets-kit';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['anna']);

function flatten(folder: DalFolder, depth = 0): { folder: DalFolder; depth: number }[] {
  return [{ folder, depth }, ...folder.subFolders.flatMap((child) => flatten(child, depth + 1))];
}

async function library(clientUID: string) {
  const root = resultOf<DalFolder>(
    await t.h.call('GET', `/api/v1/dal/folders?ClientUID=${clientUID}`, { token: t.anna }),
  );
  const folders = flatten(root);
  const assets: DalAsset[] = [];
  for (const { folder } of folders) {
    const answer = await t.h.call(
      'GET',
      `/api/v1/dal/folder/assets?FolderUID=${folder.folderUID}`,
      {
        token: t.anna,
      },
    );
    assets.push(...resultOf<{ assets: DalAsset[] }>(answer).assets);
  }
  return { folders, assets };
}

describe('demo libraries', () => {
  it.each([DEMO_CLIENTS.acme, DEMO_CLIENTS.nordic])(
    'client %s: 3+ folder levels below the root and 40+ tagged assets with histories',
    async (clientUID) => {
      const { folders, assets } = await library(clientUID);
      expect(Math.max(...folders.map((f) => f.depth))).toBeGreaterThanOrEqual(3);
      expect(assets.length).toBeGreaterThanOrEqual(40);
      for (const asset of assets) {
        expect(asset.tags.length).toBeGreaterThan(0);
        expect(asset.history[0]?.created).toBe(asset.addedDate);
        // History is oldest first: no later entry predates the asset.
        for (const entry of asset.history) expect(entry.created >= asset.addedDate).toBe(true);
      }
      expect(new Set(assets.map((a) => a.name)).size).toBe(assets.length);
    },
  );

  it('draws a shared artwork once and serves it as each asset thumbnail', async () => {
    const { assets } = await library(DEMO_CLIENTS.acme);
    const pouches = assets.filter((a) => a.name.startsWith('acme-roast-')).slice(0, 3);
    const thumbs = await Promise.all(pouches.map((a) => download(a.thumbnailUrl ?? '')));
    for (const thumb of thumbs) expect(startsWithBytes(thumb.bytes, JPEG_SIGNATURE)).toBe(true);
    expect(thumbs[1]?.bytes).toEqual(thumbs[0]?.bytes);
  });
});
