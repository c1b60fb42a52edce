import { describe, expect, it, vi } from 'vitest';
import type { MockSettings } from '@/api/types';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { storageUsed } from './storage-quota';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { createMemoryPersistence } from '@/offline/platform/store/persistence-memory';
import { uploadAsset } from '@/offline/testing/assets-kit';
import { problemErrors, resultOf, type HttpHarness } from '@/offline/testing/http-client';
import { harnessesClosedAfterEachTest } from '@/offline/testing/test-bed';

const MiB = 1024 * 1024;
const project = DEMO_PROJECTS.acmeLemonCan;

const startHarness = harnessesClosedAfterEachTest();

async function start(options: Parameters<typeof startHarness>[0] = {}) {
  const persistence = createMemoryPersistence();
  const puts = vi.spyOn(persistence.files, 'put');
  const h = await startHarness({
    persistence,
    ...options,
    settings: { timeScale: 1000, ...options.settings },
  });
  return { h, anna: await h.login('anna@demo.test'), puts };
}

const putQuota = (harness: HttpHarness, token: string, body: Record<string, unknown>) =>
  harness.call('PUT', '/api/v1/mock/settings', { token, body });

describe('storageQuotaMB (MOCK_STORAGE_QUOTA_MB) through PUT /api/v1/mock/settings', () => {
  it('refuses an upload over the quota with 403 and stores nothing; null restores the plan defaults', async () => {
    const { h, anna, puts } = await start();
    const small = solidImage('png', 16, 16, [9, 9, 9]);
    const large = solidImage('png', 300, 300, [1, 2, 3]);
    const used = storageUsed(h.service.context, DEMO_CLIENTS.acme);
    // Room for the small file and a little more, in fractional megabytes.
    const quotaMB = (used + small.byteLength + 100) / MiB;
    const set = await putQuota(h, anna, { storageQuotaMB: quotaMB });
    expect(set.status).toBe(200);
    expect(resultOf<MockSettings>(set).storageQuotaMB).toBe(quotaMB);

    expect((await uploadAsset(h, anna, project, 'fits.png', small)).status).toBe(200);
    // Processing writes page bitmaps later; let it finish so only the refused upload is watched.
    await h.service.whenIdle();
    const assetsBefore = h.service.context.db.count('assets');
    const usedBefore = storageUsed(h.service.context, DEMO_CLIENTS.acme);
    puts.mockClear();

    const refused = await uploadAsset(h, anna, project, 'too-much.png', large);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403 });
    expect(refused.text).toMatch(/storage limit .* is reached.*Nothing was uploaded/);
    expect(h.service.context.db.count('assets')).toBe(assetsBefore);
    expect(storageUsed(h.service.context, DEMO_CLIENTS.acme)).toBe(usedBefore);
    expect(puts).not.toHaveBeenCalled();

    const cleared = await putQuota(h, anna, { storageQuotaMB: null });
    expect(resultOf<MockSettings>(cleared).storageQuotaMB).toBeNull();
    expect((await uploadAsset(h, anna, project, 'too-much.png', large)).status).toBe(200);
  });

  it('wins over the service option while set; the option applies again once it is null', async () => {
    const { h, anna } = await start({ storageQuota: { Pro: 1 } });
    const png = solidImage('png', 8, 8, [5, 5, 5]);
    expect((await uploadAsset(h, anna, project, 'a.png', png)).status).toBe(403);
    await putQuota(h, anna, { storageQuotaMB: 100 });
    expect((await uploadAsset(h, anna, project, 'a.png', png)).status).toBe(200);
    await putQuota(h, anna, { storageQuotaMB: null });
    expect((await uploadAsset(h, anna, project, 'b.png', png)).status).toBe(403);
  });

  it('treats 0 as no room at all', async () => {
    const { h, anna } = await start();
    await putQuota(h, anna, { storageQuotaMB: 0 });
    const png = solidImage('png', 4, 4, [1, 1, 1]);
    expect((await uploadAsset(h, anna, project, 'tiny.png', png)).status).toBe(403);
  });

  it('answers 400 keyed as sent for a negative or non-number quota, changing nothing', async () => {
    const { h, anna } = await start({ settings: { storageQuotaMB: 50 } });
    for (const body of [
      { storageQuotaMB: -1 },
      { StorageQuotaMB: '5' },
      { storageQuotaMB: true },
      { storageQuotaMB: { mb: 5 } },
    ]) {
      const answer = await putQuota(h, anna, { ...body, timeScale: 2 });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const key = Object.keys(body)[0] ?? '';
      expect(problemErrors(answer)[key]?.[0]).toMatch(/megabytes, 0 or more/);
    }
    expect(h.service.getSettings()).toMatchObject({ storageQuotaMB: 50, timeScale: 1000 });
  });

  it('keeps the quota when other knobs change alone', async () => {
    const { h, anna } = await start({ settings: { storageQuotaMB: 3 } });
    const answer = await putQuota(h, anna, { faults: '' });
    expect(resultOf<MockSettings>(answer).storageQuotaMB).toBe(3);
  });
});
