import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { DEMO_TASKS } from './seed';
import { postMultipart, uploadedAssetUID } from '@/offline/testing/assets-kit';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';
import { tasksApi } from '@/offline/testing/tasks-kit';

const t = harnessEachTest(['ravi'], { settings: { timeScale: 1000 } });
const api = tasksApi(t.h);

const png = () => solidImage('png', 64, 48, [200, 40, 40]);

describe('upload tasks complete when their upload is processed', () => {
  it('closes the UploadChangedAsset task once the new version is processed', async () => {
    const taskUID = DEMO_TASKS.oatBoxNewVersionRavi;
    await uploadedAssetUID(
      t.h,
      t.ravi,
      DEMO_PROJECTS.acmeOatBox,
      'morning-harbour-granola-500g-carton-flat.png',
      png(),
    );
    expect((await api.get(t.ravi, taskUID)).status).toBe('Pending');
    await t.h.service.whenIdle();
    expect((await api.get(t.ravi, taskUID)).status).toBe('Closed');
    expect(api.eventTypesOf(taskUID)).toEqual(['task.completed']);
  });

  it('closes the UploadAssets task an upload_packet answered, and no other', async () => {
    const make = () =>
      api.created(t.ravi, 'asset_upload', {
        projectUID: DEMO_PROJECTS.acmeLemonCan,
        userUID: DEMO_USERS.ravi,
      });
    const [answered, other] = [await make(), await make()];
    const query = `ProjectUID=${DEMO_PROJECTS.acmeLemonCan}&TaskUID=${answered.taskUID}&FileName=shelf-wobbler.png`;
    const answer = await postMultipart(t.h.url, '/api/v1/asset/upload_packet', {
      token: t.ravi,
      query,
      bytes: zipSync({ '0.png': png() }),
      contentType: 'application/zip',
    });
    expect(resultOf<{ assetUID: string }>(answer).assetUID).toBeTruthy();
    await t.h.service.whenIdle();
    expect((await api.get(t.ravi, answered.taskUID)).status).toBe('Closed');
    expect((await api.get(t.ravi, other.taskUID)).status).toBe('Pending');
  });
});
