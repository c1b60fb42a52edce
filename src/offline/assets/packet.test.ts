import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { AssetUIDResult, Task } from '@/api/types';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { DEMO_ASSETS } from './seed';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { download, getAsset, postMultipart, uploadedAssetUID } from '@/offline/testing/assets-kit';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const project = DEMO_PROJECTS.acmeLemonCan;
const page0 = solidImage('png', 40, 30, [255, 0, 0]);
const page1 = solidImage('png', 50, 20, [0, 0, 255]);
const packet = zipSync({ '0.png': page0, '1.png': page1 });

const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });

async function createTask(path: string, body: Record<string, unknown>): Promise<Task> {
  const answer = await t.h.call('POST', `/api/v1/task/${path}`, {
    token: t.anna,
    body: { projectUID: project, userUID: DEMO_USERS.anna, ...body },
  });
  if (answer.status !== 200) throw new Error(`task ${path}: HTTP ${answer.status} ${answer.text}`);
  return resultOf<Task>(answer);
}

const sendPacket = (
  taskUID: string,
  fileName: string,
  projectUID: string = project,
  bytes: Uint8Array = packet,
) =>
  postMultipart(t.h.url, '/api/v1/asset/upload_packet', {
    token: t.anna,
    query: `ProjectUID=${projectUID}&TaskUID=${encodeURIComponent(taskUID)}&FileName=${encodeURIComponent(fileName)}`,
    bytes,
    contentType: 'application/zip',
  });

describe('POST /api/v1/asset/upload_packet', () => {
  it('takes each page image of the packet as it is, for an UploadAssets task', async () => {
    const task = await createTask('asset_upload', {});
    const answer = await sendPacket(task.taskUID, 'carton.pdf');
    expect(answer.status, answer.text).toBe(200);
    const { assetUID } = resultOf<AssetUIDResult>(answer);
    await t.h.service.whenIdle();
    const asset = await getAsset(t.h, t.anna, assetUID);
    expect(asset).toMatchObject({
      name: 'carton.pdf',
      status: 'Processed',
      pagesCount: 2,
      fileSize: packet.byteLength,
    });
    const base = (asset.fullSizeBitmapUrl ?? '').slice(0, -1);
    expect((await download(`${base}0`)).bytes).toEqual(page0);
    expect((await download(`${base}1`)).bytes).toEqual(page1);
    expect(
      t.h.service.context.db.rows('assets').find((row) => row.assetUID === assetUID)?.taskUID,
    ).toBe(task.taskUID);
  });

  it('makes the next version of the requested asset for an UploadChangedAsset task, same file type only', async () => {
    const assetUID = await uploadedAssetUID(t.h, t.anna, project, 'label.png', page0);
    await t.h.service.whenIdle();
    const task = await createTask('asset_change_upload', { assetUID });
    const wrongType = await sendPacket(task.taskUID, 'label.pdf');
    expect(wrongType.status).toBe(412);
    expect(wrongType.text).toMatch(/file type/);
    const answer = await sendPacket(task.taskUID, 'label-v2.png');
    expect(answer.status, answer.text).toBe(200);
    expect(resultOf<AssetUIDResult>(answer).assetUID).toBe(assetUID);
    await t.h.service.whenIdle();
    expect(await getAsset(t.h, t.anna, assetUID)).toMatchObject({
      version: 2,
      name: 'label.png',
      pagesCount: 2,
    });
  });

  it('answers 412 for other task types and 404 for unknown, foreign, closed or other-project tasks', async () => {
    const review = await t.h.call('POST', '/api/v1/task/review_asset', {
      token: t.anna,
      body: {
        projectUID: DEMO_PROJECTS.nordicJuice,
        userUID: DEMO_USERS.anna,
        assetUIDs: [DEMO_ASSETS.nordicJamLabel],
      },
    });
    const reviewTask = resultOf<Task>(review);
    const wrongType = await sendPacket(reviewTask.taskUID, 'x.png', DEMO_PROJECTS.nordicJuice);
    expect(wrongType.status).toBe(412);
    expect(wrongType.text).toMatch(/ReviewAssets/);

    expect((await sendPacket('no-such-task', 'x.png')).status).toBe(404);
    expect((await sendPacket(reviewTask.taskUID, 'x.png')).status).toBe(404);
    const upload = await createTask('asset_upload', {});
    const lena = await t.h.login('lena@demo.test');
    const foreign = await postMultipart(t.h.url, '/api/v1/asset/upload_packet', {
      token: lena,
      query: `ProjectUID=${DEMO_PROJECTS.nordicJuice}&TaskUID=${upload.taskUID}&FileName=x.png`,
      bytes: packet,
    });
    expect(foreign.status).toBe(404);

    expect((await sendPacket(upload.taskUID, 'done.png')).status).toBe(200);
    await t.h.service.whenIdle();
    expect((await sendPacket(upload.taskUID, 'again.png')).status).toBe(404);
  });

  it('answers 400 without TaskUID and fails a packet that is not a ZIP of numbered PNGs', async () => {
    const missing = await postMultipart(t.h.url, '/api/v1/asset/upload_packet', {
      token: t.anna,
      query: `ProjectUID=${project}&FileName=x.png`,
      bytes: packet,
    });
    expect(Object.keys(problemErrors(missing))).toEqual(['TaskUID']);
    const task = await createTask('asset_upload', {});
    const gap = zipSync({ '0.png': page0, '2.png': page1 });
    const { assetUID } = resultOf<AssetUIDResult>(
      await sendPacket(task.taskUID, 'gap.png', project, gap),
    );
    await t.h.service.whenIdle();
    const failed = await getAsset(t.h, t.anna, assetUID);
    expect(failed.status).toBe('Failed');
    expect(failed.statusMessage).toMatch(/no 1\.png/);
  });
});
