import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { solidImage } from '../processing/test-inputs';
import { DEMO_PROJECTS, DEMO_USERS } from '../seed/demo-ids';
import { DEMO_TASKS } from '../seed/demo-tasks';
import { postMultipart, uploadedAssetUID } from './support/assets-kit';
import { resultOf, startHttpHarness, type HttpHarness } from './support/http-client';
import { createdTask, eventTypesOf, getTask } from './support/tasks-kit';

let h: HttpHarness;
let ravi: string;

beforeEach(async () => {
  h = await startHttpHarness({ settings: { timeScale: 1000 } });
  ravi = await h.login('ravi@demo.test');
});
afterEach(() => h.close());

const png = () => solidImage('png', 64, 48, [200, 40, 40]);

describe('upload tasks complete when their upload is processed', () => {
  it('closes the UploadChangedAsset task once the new version is processed', async () => {
    const taskUID = DEMO_TASKS.oatBoxNewVersionRavi;
    await uploadedAssetUID(
      h,
      ravi,
      DEMO_PROJECTS.acmeOatBox,
      'morning-harbour-granola-500g-carton-flat.png',
      png(),
    );
    expect((await getTask(h, ravi, taskUID)).status).toBe('Pending');
    await h.service.whenIdle();
    expect((await getTask(h, ravi, taskUID)).status).toBe('Closed');
    expect(eventTypesOf(h, taskUID)).toEqual(['task.completed']);
  });

  it('closes the UploadAssets task an upload_packet answered, and no other', async () => {
    const make = () =>
      createdTask(h, ravi, 'asset_upload', {
        projectUID: DEMO_PROJECTS.acmeLemonCan,
        userUID: DEMO_USERS.ravi,
      });
    const [answered, other] = [await make(), await make()];
    const query = `ProjectUID=${DEMO_PROJECTS.acmeLemonCan}&TaskUID=${answered.taskUID}&FileName=shelf-wobbler.png`;
    const answer = await postMultipart(h.url, '/api/v1/asset/upload_packet', {
      token: ravi,
      query,
      bytes: zipSync({ '0.png': png() }),
      contentType: 'application/zip',
    });
    expect(resultOf<{ assetUID: string }>(answer).assetUID).toBeTruthy();
    await h.service.whenIdle();
    expect((await getTask(h, ravi, answered.taskUID)).status).toBe('Closed');
    expect((await getTask(h, ravi, other.taskUID)).status).toBe('Pending');
  });
});
