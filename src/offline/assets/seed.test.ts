import { describe, expect, it } from 'vitest';
import type { DownloadLink, Project } from '@/api/types';
import { decodeInkView } from '@/lib/cmyk/ink-view-file';
import { buildCmykCartonProof } from '@/offline/artwork/cmyk-carton-proof';
import { JAM_LABEL_SIZE } from '@/offline/artwork/jam-label';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import { inspectImage } from '@/offline/platform/processing/test-inputs';
import { DEMO_ASSETS } from './seed';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { download, getAsset, PNG_SIGNATURE, startsWithBytes } from '@/offline/testing/assets-kit';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['lena']);

describe('demo assets', () => {
  it('are processed versions on projects of both clients, listed in project records', async () => {
    const answer = await t.h.call(
      'GET',
      `/api/v1/project?ProjectUID=${DEMO_PROJECTS.nordicJuice}&IsLoadAssets=true&IsLoadLastVerAssets=false`,
      { token: t.lena },
    );
    const assets = resultOf<Project[]>(answer)[0]?.assets ?? [];
    expect(assets.map((a) => [a.assetUID, a.version, a.status, a.pagesCount])).toEqual([
      [DEMO_ASSETS.nordicJamLabel, 1, 'Processed', 1],
      [DEMO_ASSETS.nordicJamLabel, 2, 'Processed', 1],
      [DEMO_ASSETS.nordicJamLeaflet, 1, 'Processed', 4],
    ]);
    const clients = new Set(t.h.service.context.db.rows('assets').map((row) => row.clientUID));
    expect(clients.size).toBe(2);
    const ravi = await t.h.login('ravi@demo.test');
    expect(
      (
        await t.h.call('GET', `/api/v1/asset?AssetUID=${DEMO_ASSETS.nordicJamLabel}`, {
          token: ravi,
        })
      ).status,
    ).toBe(404);
  });

  it('draw their files on first use: real page bitmaps, and the exact size once generated', async () => {
    const label = await getAsset(t.h, t.lena, DEMO_ASSETS.nordicJamLabel);
    const page = await download(label.fullSizeBitmapUrl ?? '');
    expect(page.status).toBe(200);
    expect(startsWithBytes(page.bytes, PNG_SIGNATURE)).toBe(true);
    const seen = await inspectImage(page.bytes);
    expect({ width: seen.width, height: seen.height }).toEqual(JAM_LABEL_SIZE);

    const link = resultOf<DownloadLink>(
      await t.h.call('GET', `/api/v1/asset/download?AssetUID=${DEMO_ASSETS.nordicJamLabel}`, {
        token: t.lena,
      }),
    );
    const original = await download(link.downloadURL);
    expect(original.headers.get('Content-Disposition')).toMatch(
      /forest-harvest-lingonberry-nectar-1l-carton-wrap\.png/,
    );
    expect((await getAsset(t.h, t.lena, DEMO_ASSETS.nordicJamLabel)).fileSize).toBe(
      original.bytes.byteLength,
    );
  });

  it('include a four-page PDF leaflet whose pages are all served', async () => {
    const leaflet = await getAsset(t.h, t.lena, DEMO_ASSETS.nordicJamLeaflet);
    const base = (leaflet.fullSizeBitmapUrl ?? '').slice(0, -1);
    const thumbnail = await download(leaflet.thumbnailUrl ?? '');
    expect(thumbnail.contentType).toBe('image/jpeg');
    for (let i = 0; i < 4; i++) {
      const page = await download(`${base}${i}`);
      expect(page.contentType, `page ${i}`).toBe('image/png');
      const size = await inspectImage(page.bytes);
      expect(size.height, `page ${i} is A5 portrait`).toBeGreaterThan(size.width);
    }
    expect((await download(`${base}4`)).status).toBe(404);
  }, 30_000);

  it('include the Oat Crunch CMYK press proof: a one-page TIFF served byte for byte', async () => {
    const ravi = await t.h.login('ravi@demo.test');
    const proof = await getAsset(t.h, ravi, DEMO_ASSETS.acmeGranolaCmykProof);
    expect([proof.name, proof.pagesCount, proof.status]).toEqual([
      'morning-harbour-oat-crunch-500g-press-proof-cmyk.tif',
      1,
      'Processed',
    ]);
    const page = await download(proof.fullSizeBitmapUrl ?? '');
    const seen = await inspectImage(page.bytes);
    expect({ width: seen.width, height: seen.height }).toEqual({ width: 1200, height: 720 });
    const link = resultOf<DownloadLink>(
      await t.h.call('GET', `/api/v1/asset/download?AssetUID=${DEMO_ASSETS.acmeGranolaCmykProof}`, {
        token: ravi,
      }),
    );
    const original = await download(link.downloadURL);
    const expected = await buildCmykCartonProof(nodeRaster);
    expect(Buffer.from(original.bytes).equals(Buffer.from(expected))).toBe(true);
  });

  it("offer the CMYK proof's ink view in the first record read, before its files exist", async () => {
    const ravi = await t.h.login('ravi@demo.test');
    // The colour tool reads the record first: no file of the proof has been asked for yet.
    const { context } = t.h.service;
    const row = context.db
      .rows('assets')
      .find((r) => r.assetUID === DEMO_ASSETS.acmeGranolaCmykProof);
    expect(await context.files.get(row?.originalKey ?? '')).toBeUndefined();
    const proof = await getAsset(t.h, ravi, DEMO_ASSETS.acmeGranolaCmykProof);
    expect(proof.inkViewUrl).toMatch(/\/files\/a[0-9a-f]{40}\/inks-0$/);
    const file = await download(proof.inkViewUrl ?? '');
    expect(file.status).toBe(200);
    const { page, view } = await decodeInkView(file.bytes);
    expect(page).toEqual({ width: 1200, height: 720 });
    expect(view.maxCoverage).toBe(320);
    // Still offered once the files are stored, and only on the CMYK proof.
    expect((await getAsset(t.h, ravi, DEMO_ASSETS.acmeGranolaCmykProof)).inkViewUrl).toBe(
      proof.inkViewUrl,
    );
    expect((await getAsset(t.h, ravi, DEMO_ASSETS.acmeGranolaBackPanel)).inkViewUrl).toBeNull();
  });
});
