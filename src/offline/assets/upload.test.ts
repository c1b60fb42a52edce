import { PDFDocument } from '@pdfme/pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import type { AssetUIDResult } from '@/api/types';
import { ManualScheduler } from '@/offline/platform/clock';
import { DEFAULT_LIMITS } from '@/offline/platform/processing';
import { pdfRenderScale, renderedSize } from '@/offline/platform/processing/limits';
import { inspectImage, solidImage } from '@/offline/platform/processing/test-inputs';
import { ASSET_PROCESSING_OFFLINE_MS } from './processing';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import {
  download,
  emitted,
  getAsset,
  JPEG_SIGNATURE,
  sizesPdf,
  startsWithBytes,
  uploadAsset,
  uploadedAssetUID,
} from '@/offline/testing/assets-kit';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const project = DEMO_PROJECTS.acmeLemonCan;

const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });

describe('POST /api/v1/asset/upload', () => {
  it('takes a PNG through Pending to Processed, with its page bitmap and JPEG thumbnail served by the service', async () => {
    const png = solidImage('png', 320, 200, [200, 30, 30]);
    const answer = await uploadAsset(t.h, t.anna, project, 'lemon-can-front.png', png, 'image/png');
    expect(answer.status, answer.text).toBe(200);
    expect((answer.body as { message: string }).message).toMatch(/pending processing/i);
    const { assetUID } = resultOf<AssetUIDResult>(answer);

    const pending = await getAsset(t.h, t.anna, assetUID);
    expect(pending).toMatchObject({
      assetUID,
      projectUID: project,
      version: 1,
      name: 'lemon-can-front.png',
      statusMessage: null,
      pagesCount: 0,
      fileSize: png.byteLength,
      thumbnailUrl: null,
      fullSizeBitmapUrl: null,
      reviewUrl: `${t.h.url}/review/${assetUID}`,
      reviewStatus: { pendingCount: 0, approvedCount: 0, rejectedCount: 0 },
    });
    // At timeScale 1000 the 500 ms queue wait may already be over (the exact walk is tested below).
    expect(['Pending', 'Processing']).toContain(pending.status);
    expect(emitted(t.h.service, 'asset.uploaded')).toHaveLength(0);

    await t.h.service.whenIdle();
    const processed = await getAsset(t.h, t.anna, assetUID);
    expect(processed).toMatchObject({ status: 'Processed', pagesCount: 1, statusMessage: null });
    expect(processed.fullSizeBitmapUrl).toMatch(new RegExp(`^${t.h.url}/files/a[0-9a-f]{40}/0$`));

    const page = await download(processed.fullSizeBitmapUrl ?? '');
    expect(page.status).toBe(200);
    expect(page.contentType).toBe('image/png');
    expect(await inspectImage(page.bytes, 10, 10)).toEqual({
      width: 320,
      height: 200,
      rgb: [200, 30, 30],
    });

    const thumbnail = await download(processed.thumbnailUrl ?? '');
    expect(thumbnail.contentType).toBe('image/jpeg');
    expect(startsWithBytes(thumbnail.bytes, JPEG_SIGNATURE)).toBe(true);
    expect((await inspectImage(thumbnail.bytes)).width).toBeLessThanOrEqual(
      DEFAULT_LIMITS.thumbnailSide,
    );

    const base = (processed.fullSizeBitmapUrl ?? '').slice(0, -1);
    for (const bad of ['1', '-1', 'first', '00'])
      expect((await download(`${base}${bad}`)).status, bad).toBe(404);

    const [event] = emitted(t.h.service, 'asset.uploaded');
    expect(event?.Data).toMatchObject({
      ProjectUID: project,
      AssetUID: assetUID,
      Name: 'lemon-can-front.png',
      Project: { ProjectUID: project },
    });
  });

  it('walks Pending -> Processing -> Processed on the mock clock', async () => {
    const scheduler = new ManualScheduler();
    await t.restart({ scheduler });
    const assetUID = await uploadedAssetUID(
      t.h,
      t.anna,
      project,
      'walk.png',
      solidImage('png', 16, 16, [9, 9, 9]),
    );
    expect((await getAsset(t.h, t.anna, assetUID)).status).toBe('Pending');

    scheduler.advance(ASSET_PROCESSING_OFFLINE_MS.queue);
    expect((await getAsset(t.h, t.anna, assetUID)).status).toBe('Processing');
    // The conversion runs for real; then the clock holds the result for the processing time.
    const { base, perPage } = ASSET_PROCESSING_OFFLINE_MS;
    await vi.waitFor(() =>
      expect(
        scheduler.pendingDelays.some((ms) => ms >= base + perPage && ms < base + perPage + 1),
      ).toBe(true),
    );
    scheduler.advance(base);
    expect((await getAsset(t.h, t.anna, assetUID)).status).toBe('Processing');
    scheduler.advance(perPage + 1);
    await t.h.service.whenIdle();
    expect((await getAsset(t.h, t.anna, assetUID)).status).toBe('Processed');
    expect(emitted(t.h.service, 'asset.uploaded')).toHaveLength(1);
  });

  it('converts every page of a 3-page PDF at its own size', async () => {
    const pdf = await sizesPdf();
    const assetUID = await uploadedAssetUID(t.h, t.anna, project, 'sizes.pdf', pdf);
    await t.h.service.whenIdle();
    const asset = await getAsset(t.h, t.anna, assetUID);
    expect(asset).toMatchObject({ status: 'Processed', pagesCount: 3, fileSize: pdf.byteLength });

    const doc = await PDFDocument.load(pdf);
    const base = (asset.fullSizeBitmapUrl ?? '').slice(0, -1);
    for (const [i, pdfPage] of doc.getPages().entries()) {
      const { width, height } = pdfPage.getSize();
      const turned = pdfPage.getRotation().angle % 180 !== 0;
      const [w, hgt] = turned ? [height, width] : [width, height];
      const expected = renderedSize(w, hgt, pdfRenderScale(w, hgt, DEFAULT_LIMITS));
      const page = await download(`${base}${i}`);
      expect(page.contentType).toBe('image/png');
      const seen = await inspectImage(page.bytes);
      expect({ width: seen.width, height: seen.height }, `page ${i}`).toEqual(expected);
    }
    expect((await download(`${base}3`)).status).toBe(404);
  });

  it('fails unsupported and mislabelled files with a statusMessage, no bitmaps and no event', async () => {
    const text = await uploadedAssetUID(
      t.h,
      t.anna,
      project,
      'notes.txt',
      new TextEncoder().encode('not artwork'),
    );
    const jpegAsPng = await uploadedAssetUID(
      t.h,
      t.anna,
      project,
      'photo.png',
      solidImage('jpeg', 40, 40, [0, 0, 255]),
    );
    await t.h.service.whenIdle();
    const failedText = await getAsset(t.h, t.anna, text);
    expect(failedText).toMatchObject({
      status: 'Failed',
      pagesCount: 0,
      fullSizeBitmapUrl: null,
      thumbnailUrl: null,
    });
    expect(failedText.statusMessage).toMatch(/Unsupported file type \.txt/);
    expect((await getAsset(t.h, t.anna, jpegAsPng)).statusMessage).toMatch(
      /named \.png but holds a JPEG image/,
    );
    expect(emitted(t.h.service, 'asset.uploaded')).toHaveLength(0);
    const download406 = await t.h.call('GET', `/api/v1/asset/download?AssetUID=${text}`, {
      token: t.anna,
    });
    expect(download406.status).toBe(406);
    expect(download406.text).toMatch(/failed processing/);
  });

  it('accepts uploads to OnHold projects and answers 404 for unknown, foreign and inactive ones', async () => {
    const png = solidImage('png', 8, 8, [1, 2, 3]);
    expect(
      (await uploadAsset(t.h, t.anna, DEMO_PROJECTS.acmeEnergySleeve, 'a.png', png)).status,
    ).toBe(200);
    for (const target of [
      'no-such-project',
      DEMO_PROJECTS.acmeTeaBox,
      DEMO_PROJECTS.acmeWaterLabel,
    ]) {
      const answer = await uploadAsset(t.h, t.anna, target, 'a.png', png);
      expect(answer.status, target).toBe(404);
      expect(answer.body).toMatchObject({ version: '1.0', statusCode: 404 });
    }
    const lena = await t.h.login('lena@demo.test');
    expect((await uploadAsset(t.h, lena, project, 'a.png', png)).status).toBe(404);
  });
});
