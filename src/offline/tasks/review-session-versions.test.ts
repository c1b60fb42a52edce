import { beforeEach, describe, expect, it } from 'vitest';
import type { Asset, DownloadLink, ReviewSession, Task } from '@/api/types';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { resultOf } from '@/offline/testing/http-client';
import { messageOf, tasksApi, tasksHarnessEachTest } from '@/offline/testing/tasks-kit';

const t = tasksHarnessEachTest();
const api = tasksApi(t.h);
const backPanel = DEMO_ASSETS.acmeGranolaBackPanel;

/**
 * Compare in the external review reads the earlier versions of the task's asset with the
 * link's session token: they are that asset's versions, so the scope (decisions.md, "External
 * review link") lets them through, and nothing of another asset.
 */
async function linkSession(isAllowDownloadAssets: boolean): Promise<string> {
  const task = await api.created(t.anna, 'review_asset_ext', {
    projectUID: DEMO_PROJECTS.acmeOatBox,
    email: 'regulator@food-authority.example',
    assetUIDs: [backPanel],
    isReadOnly: true,
    isAllowDownloadAssets,
  });
  const reviewToken = decodeURIComponent(task.reviewUrl?.split('/external/')[1] ?? '');
  const answer = await t.h.call('POST', '/api/v1/review/session', { body: { reviewToken } });
  return resultOf<ReviewSession & { task: Task }>(answer).token;
}

describe('a review session token and the versions of its asset', () => {
  let token: string;
  const get = (path: string) => t.h.call('GET', `/api/v1${path}`, { token });

  beforeEach(async () => {
    token = await linkSession(true);
  });

  it('reads every version of its own asset and downloads version 1 when the link allows it', async () => {
    const v1 = resultOf<Asset>(await get(`/asset?AssetUID=${backPanel}&Version=1`));
    const v2 = resultOf<Asset>(await get(`/asset?AssetUID=${backPanel}&Version=2`));
    expect([v1.version, v1.status, v2.version, v2.status]).toEqual([
      1,
      'Processed',
      2,
      'Processed',
    ]);
    expect((await get(`/asset?AssetUID=${backPanel}&Version=3`)).status).toBe(404);
    const link = resultOf<DownloadLink>(
      await get(`/asset/download?AssetUID=${backPanel}&Version=1`),
    );
    expect(link.downloadURL).toMatch(/^http/);
  });

  it("is refused another project's asset, in any version, as if it did not exist", async () => {
    const other = DEMO_ASSETS.nordicJamLabel;
    for (const path of [
      `/asset?AssetUID=${other}&Version=1`,
      `/asset/download?AssetUID=${other}&Version=1`,
      `/annotation/all?AssetUID=${other}`,
    ]) {
      const answer = await get(path);
      expect([path, answer.status, messageOf(answer)]).toEqual([
        path,
        404,
        `Asset '${other}' was not found.`,
      ]);
    }
    // Its project, which lists every version of every asset, stays out of reach.
    expect((await get(`/project?ProjectUID=${DEMO_PROJECTS.acmeOatBox}`)).status).toBe(401);
  });

  it('reads version 1 but may not download it when the link does not allow downloads', async () => {
    token = await linkSession(false);
    expect((await get(`/asset?AssetUID=${backPanel}&Version=1`)).status).toBe(200);
    const refused = await get(`/asset/download?AssetUID=${backPanel}&Version=1`);
    expect(refused.status).toBe(412);
    expect(messageOf(refused)).toMatch(/does not allow downloading/);
  });
});
