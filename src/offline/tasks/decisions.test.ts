import { describe, expect, it } from 'vitest';
import type { Asset, Project, ReviewStatus, Task } from '@/api/types';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { messageOf, tasksHarnessEachTest, tasksApi } from '@/offline/testing/tasks-kit';

const t = tasksHarnessEachTest();
const api = tasksApi(t.h);

const juice = DEMO_PROJECTS.nordicJuice;
const label = DEMO_ASSETS.nordicJamLabel;
const leaflet = DEMO_ASSETS.nordicJamLeaflet;

/** A fresh review of the two juice assets assigned to anna. */
const reviewForAnna = () =>
  api.created(t.lena, 'review_asset', {
    projectUID: juice,
    userUID: DEMO_USERS.anna,
    assetUIDs: [label, leaflet],
  });
const decideAs = (
  token: string,
  taskUID: string,
  assetUID: string,
  decision: string,
  comment?: string,
) => api.decide(token, { taskUID, assetUID, decision, comment });

async function projectReviewStatus(projectUID: string): Promise<ReviewStatus | undefined> {
  const projects = resultOf<Project[]>(
    await t.h.call('GET', `/api/v1/project?ProjectUID=${projectUID}&IsLoadTasks=true`, {
      token: t.anna,
    }),
  );
  return projects[0]?.reviewStatus;
}

async function assetReviewStatus(assetUID: string): Promise<ReviewStatus> {
  return resultOf<Asset>(
    await t.h.call('GET', `/api/v1/asset?AssetUID=${assetUID}`, { token: t.anna }),
  ).reviewStatus;
}

describe('PUT /api/v1/task/decision', () => {
  it('keeps the task pending until every asset is decided, then ends it ApprovedWithChanges', async () => {
    const task = await reviewForAnna();
    const first = resultOf<Task>(await decideAs(t.anna, task.taskUID, label, 'Approved', 'Fine.'));
    expect(first).toMatchObject({
      status: 'Pending',
      closed: null,
      decisions: [{ assetUID: label, decision: 'Approved', comment: 'Fine.' }],
    });
    const second = await decideAs(t.anna, task.taskUID, leaflet, 'approvedwithchanges');
    expect(messageOf(second)).toMatch(/ended ApprovedWithChanges/);
    const ended = await api.get(t.anna, task.taskUID);
    expect(ended.status).toBe('ApprovedWithChanges');
    expect(Date.parse(ended.closed ?? '')).not.toBeNaN();
    expect(ended.decisions?.map((d) => d.decision)).toEqual(['Approved', 'ApprovedWithChanges']);
    expect(api.eventTypesOf(task.taskUID)).toEqual([
      'task.created',
      'task.approved',
      'task.approved',
      'task.completed',
    ]);
    const [approvedFirst, approvedLast] = api.events('task.approved');
    expect(approvedFirst?.Task.Status).toBe('Pending');
    expect(approvedLast?.Task.Status).toBe('ApprovedWithChanges');
    expect(api.events('task.completed').at(-1)).toMatchObject({
      TaskUID: task.taskUID,
      Task: { Status: 'ApprovedWithChanges' },
      Project: { ProjectUID: juice },
    });
  });

  it('ends Rejected when any asset is rejected and Approved when all are approved', async () => {
    const rejected = await reviewForAnna();
    await decideAs(t.anna, rejected.taskUID, label, 'Approved');
    await decideAs(t.anna, rejected.taskUID, leaflet, 'Rejected', 'Allergens missing.');
    expect((await api.get(t.anna, rejected.taskUID)).status).toBe('Rejected');
    expect(api.eventTypesOf(rejected.taskUID)).toEqual([
      'task.created',
      'task.approved',
      'task.rejected',
      'task.completed',
    ]);

    const approved = await reviewForAnna();
    await decideAs(t.anna, approved.taskUID, leaflet, 'Approved');
    await decideAs(t.anna, approved.taskUID, label, 'Approved');
    expect((await api.get(t.anna, approved.taskUID)).status).toBe('Approved');
  });

  it('lets the reviewer change a decision while the task is open; only the latest counts', async () => {
    const before = await assetReviewStatus(label);
    const task = await reviewForAnna();
    expect(await assetReviewStatus(label)).toEqual({
      ...before,
      pendingCount: before.pendingCount + 1,
    });
    await decideAs(t.anna, task.taskUID, label, 'Rejected');
    expect(await assetReviewStatus(label)).toEqual({
      ...before,
      rejectedCount: before.rejectedCount + 1,
    });
    await decideAs(t.anna, task.taskUID, label, 'Approved');
    expect(await assetReviewStatus(label)).toEqual({
      ...before,
      approvedCount: before.approvedCount + 1,
    });
    expect((await api.get(t.anna, task.taskUID)).decisions).toHaveLength(1);
  });

  it('keeps a replaced decision and its comment in the task’s decision history', async () => {
    const task = await reviewForAnna();
    await decideAs(t.anna, task.taskUID, label, 'ApprovedWithChanges', 'Fix the barcode.');
    const changed = resultOf<Task>(
      await decideAs(t.anna, task.taskUID, label, 'Rejected', 'The logo is wrong too.'),
    );
    expect(changed.decisions).toMatchObject([{ decision: 'Rejected' }]);
    expect(changed.decisionHistory).toMatchObject([
      {
        assetUID: label,
        decision: 'ApprovedWithChanges',
        comment: 'Fix the barcode.',
        reviewer: 'Anna Berg',
        current: false,
      },
      {
        assetUID: label,
        decision: 'Rejected',
        comment: 'The logo is wrong too.',
        reviewer: 'Anna Berg',
        current: true,
      },
    ]);
    expect((await api.get(t.anna, task.taskUID)).decisionHistory).toEqual(changed.decisionHistory);
  });

  it('counts pending review tasks and decisions in the project reviewStatus', async () => {
    const before = await projectReviewStatus(juice);
    if (!before) throw new Error('juice project missing');
    const task = await reviewForAnna();
    expect(await projectReviewStatus(juice)).toEqual({
      ...before,
      pendingCount: before.pendingCount + 1,
    });
    await decideAs(t.anna, task.taskUID, label, 'Approved');
    await decideAs(t.anna, task.taskUID, leaflet, 'Rejected');
    expect(await projectReviewStatus(juice)).toEqual({
      pendingCount: before.pendingCount,
      approvedCount: before.approvedCount + 1,
      rejectedCount: before.rejectedCount + 1,
    });
  });

  it('answers 404 for unknown or foreign tasks and assets outside the task', async () => {
    const task = await reviewForAnna();
    expect((await decideAs(t.anna, 'tsk-nope', label, 'Approved')).status).toBe(404);
    expect((await decideAs(t.ravi, task.taskUID, label, 'Approved')).status).toBe(404);
    const outside = await decideAs(
      t.anna,
      task.taskUID,
      DEMO_ASSETS.nordicYogurtLeaflet,
      'Approved',
    );
    expect(outside.status).toBe(404);
    expect(messageOf(outside)).toMatch(/not part of task/);
  });

  it('answers 412 for non-assignees, upload tasks and ended tasks', async () => {
    const task = await reviewForAnna();
    const stranger = await decideAs(t.lena, task.taskUID, label, 'Approved');
    expect(stranger.status).toBe(412);
    expect(messageOf(stranger)).toMatch(/Only the assignee/);
    const upload = await api.created(t.anna, 'asset_upload', {
      projectUID: juice,
      userUID: DEMO_USERS.anna,
    });
    expect((await decideAs(t.anna, upload.taskUID, label, 'Approved')).status).toBe(412);
    await decideAs(t.anna, task.taskUID, label, 'Approved');
    await decideAs(t.anna, task.taskUID, leaflet, 'Approved');
    const late = await decideAs(t.anna, task.taskUID, leaflet, 'Rejected');
    expect(late.status).toBe(412);
    expect(messageOf(late)).toMatch(/already ended/);
  });

  it('answers 412 while the project moves to the archive', async () => {
    const task = await reviewForAnna();
    const moving = await t.h.call('PUT', '/api/v1/project/state', {
      token: t.anna,
      body: { projectUID: juice, projectState: 'Archived' },
    });
    expect(moving.status).toBe(200);
    const answer = await decideAs(t.anna, task.taskUID, label, 'Approved');
    expect(answer.status).toBe(412);
    expect(messageOf(answer)).toMatch(/InTransit/);
  });

  it('answers 400 for a missing or unknown decision', async () => {
    const task = await reviewForAnna();
    expect(Object.keys(problemErrors(await api.decide(t.anna, {}))).sort()).toEqual([
      'assetUID',
      'decision',
      'taskUID',
    ]);
    expect(problemErrors(await decideAs(t.anna, task.taskUID, label, 'Maybe'))).toHaveProperty(
      'decision',
    );
  });
});

describe('GET /api/v1/project?IsLoadTasks=true', () => {
  it('lists only the open tasks of the project', async () => {
    const task = await reviewForAnna();
    const open = async () => {
      const [project] = resultOf<Project[]>(
        await t.h.call('GET', `/api/v1/project?ProjectUID=${juice}&IsLoadTasks=true`, {
          token: t.anna,
        }),
      );
      return (project?.tasks ?? []).map((t) => t.taskUID);
    };
    expect(await open()).toContain(task.taskUID);
    await decideAs(t.anna, task.taskUID, label, 'Approved');
    await decideAs(t.anna, task.taskUID, leaflet, 'Approved');
    expect(await open()).not.toContain(task.taskUID);
  });
});
