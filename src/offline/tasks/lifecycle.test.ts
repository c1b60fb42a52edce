import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import type { RolesAssigned } from '@/offline/platform/project-extensions';
import { removeAssetFromTasks } from './cleanup';
import { onAssetProcessed } from './complete';
import { createAssignRolesTask } from './create';
import { getProjectRoleBindings } from './roles';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { DEMO_TASKS } from './seed';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { messageOf, tasksHarnessEachTest, tasksApi } from '@/offline/testing/tasks-kit';

const t = tasksHarnessEachTest();
const api = tasksApi(t.h);

const complete = (token: string, body: unknown) =>
  t.h.call('PUT', '/api/v1/task/complete', { token, body });
const ctx = () => t.h.service.context;

describe('PUT /api/v1/task/complete', () => {
  it('closes an upload task and emits task.completed with the task.created Data shape', async () => {
    const task = await api.created(t.anna, 'asset_upload', {
      projectUID: DEMO_PROJECTS.acmeLemonCan,
      userUID: DEMO_USERS.ravi,
    });
    const answer = await complete(t.ravi, { taskUID: task.taskUID });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      version: '1.0',
      statusCode: 200,
      message: 'The task was completed.',
    });
    const closed = await api.get(t.ravi, task.taskUID);
    expect(closed.status).toBe('Closed');
    expect(closed.closed).not.toBeNull();
    expect(api.events('task.completed').at(-1)).toMatchObject({
      TaskUID: task.taskUID,
      Task: { Status: 'Closed', Type: 'UploadAssets' },
      Project: { ProjectUID: DEMO_PROJECTS.acmeLemonCan },
    });
    const again = await complete(t.ravi, { taskUID: task.taskUID });
    expect(again.status).toBe(412);
  });

  it('refuses review tasks with 412 "cannot be completed manually"', async () => {
    const answer = await complete(t.ravi, { taskUID: DEMO_TASKS.coldBrewReviewRavi });
    expect(answer.status).toBe(412);
    expect(messageOf(answer)).toMatch(/cannot be completed manually/);
  });

  it('answers 400 for bad bodies and 404 for unknown or foreign tasks', async () => {
    expect(problemErrors(await complete(t.anna, {}))).toHaveProperty('taskUID');
    const badGroups = await complete(t.anna, {
      taskUID: DEMO_TASKS.crispsRolesAnna,
      data: { assignUsers: [{ roleUid: 'prepress', internalUsers: [] }, 'x'] },
    });
    expect(Object.keys(problemErrors(badGroups)).sort()).toEqual([
      'data.assignUsers[0].internalUsers',
      'data.assignUsers[1]',
    ]);
    expect((await complete(t.anna, { taskUID: 'tsk-nope' })).status).toBe(404);
    expect((await complete(t.ravi, { taskUID: DEMO_TASKS.juiceNewLeafletLena })).status).toBe(404);
  });

  it('completes an AssignUserRoles task only with users for every role, then stores the bindings', async () => {
    const assigned: RolesAssigned[] = [];
    ctx().projects.onRolesAssigned.push((change) => assigned.push(change));
    const taskUID = DEMO_TASKS.crispsRolesAnna;
    const mismatch = async (data: unknown) => {
      const answer = await complete(t.anna, { taskUID, data });
      expect(answer.status).toBe(412);
      expect(messageOf(answer)).toMatch(/provided user list does not match the task requirements/);
    };
    await mismatch(undefined);
    await mismatch({
      assignUsers: [{ roleUid: 'brand-manager', internalUsers: [DEMO_USERS.ravi] }],
    });
    await mismatch({ assignUsers: [{ roleUid: 'prepress', internalUsers: [DEMO_USERS.lena] }] });
    await mismatch({
      assignUsers: [
        { roleUid: 'prepress', internalUsers: [DEMO_USERS.ravi] },
        { roleUid: 'legal', internalUsers: [DEMO_USERS.ravi] },
      ],
    });
    expect((await api.get(t.anna, taskUID)).status).toBe('Pending');
    const answer = await complete(t.anna, {
      taskUID,
      data: {
        assignUsers: [{ roleUid: 'prepress', internalUsers: [DEMO_USERS.ravi, DEMO_USERS.ravi] }],
      },
    });
    expect(answer.status).toBe(200);
    expect((await api.get(t.anna, taskUID)).status).toBe('Closed');
    const bindings = getProjectRoleBindings(ctx().db.state, DEMO_PROJECTS.acmeCrisps);
    expect(bindings).toEqual([
      { roleUid: 'projectOwners', userUIDs: [DEMO_USERS.anna] },
      { roleUid: 'prepress', userUIDs: [DEMO_USERS.ravi] },
    ]);
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({
      taskUID,
      project: { projectUID: DEMO_PROJECTS.acmeCrisps },
    });
  });

  it('completes an AssignUserRoles task whose roles already have users without data', async () => {
    const project = ctx().db.get('projects', DEMO_PROJECTS.nordicJuice);
    if (!project) throw new Error('juice project missing');
    const row = createAssignRolesTask(ctx(), {
      project,
      userUID: DEMO_USERS.anna,
      roles: [
        { uid: 'projectOwners', name: 'Project owners', isInternal: true },
        { uid: 'brand-manager', name: 'Brand manager', isInternal: true },
      ],
    });
    expect((await complete(t.anna, { taskUID: row.taskUID })).status).toBe(200);
    expect((await api.get(t.anna, row.taskUID)).roles?.map((role) => role.uid)).toEqual([
      'projectOwners',
      'brand-manager',
    ]);
  });
});

describe('GET /api/v1/task/all', () => {
  it("lists the caller's tasks of every status, newest first, filtered by Types", async () => {
    const all = resultOf<Task[]>(await t.h.call('GET', '/api/v1/task/all', { token: t.ravi }));
    expect(all.length).toBeGreaterThan(2);
    expect(all.every((task) => task.user.userUID === DEMO_USERS.ravi)).toBe(true);
    expect(new Set(all.map((task) => task.status))).toEqual(new Set(['Pending', 'Closed']));
    const created = all.map((task) => task.created);
    expect(created).toEqual([...created].sort().reverse());
    const empty = resultOf<Task[]>(
      await t.h.call('GET', '/api/v1/task/all?Types=', { token: t.ravi }),
    );
    expect(empty).toEqual(all);
    const some = resultOf<Task[]>(
      await t.h.call('GET', '/api/v1/task/all?Types=reviewassets, UploadChangedAsset', {
        token: t.ravi,
      }),
    );
    expect(new Set(some.map((task) => task.type))).toEqual(
      new Set(['ReviewAssets', 'UploadChangedAsset']),
    );
  });

  it('answers 400 for an unknown type', async () => {
    expect(
      problemErrors(
        await t.h.call('GET', '/api/v1/task/all?Types=ReviewAssets,Coffee', { token: t.ravi }),
      ),
    ).toHaveProperty('Types');
  });
});

describe('DELETE /api/v1/task and cleanups', () => {
  it('deletes a task with task.deleted, then answers 404', async () => {
    const task = await api.created(t.anna, 'refdoc_upload', {
      projectUID: DEMO_PROJECTS.acmeKetchup,
      userUID: DEMO_USERS.ravi,
    });
    expect(
      (await t.h.call('DELETE', '/api/v1/task', { token: t.ravi, body: { taskUID: task.taskUID } }))
        .status,
    ).toBe(200);
    expect(api.eventTypesOf(task.taskUID)).toEqual(['task.created', 'task.deleted']);
    expect(api.events('task.deleted').at(-1)?.Task).toMatchObject({
      TaskUID: task.taskUID,
      Status: 'Pending',
    });
    expect(
      (await t.h.call('GET', `/api/v1/task?TaskUID=${task.taskUID}`, { token: t.ravi })).status,
    ).toBe(404);
    expect(
      (await t.h.call('DELETE', '/api/v1/task', { token: t.ravi, body: { taskUID: task.taskUID } }))
        .status,
    ).toBe(404);
    expect(
      problemErrors(await t.h.call('DELETE', '/api/v1/task', { token: t.ravi, body: {} })),
    ).toHaveProperty('taskUID');
  });

  it('drops every task of a Completed project without task.deleted, keeping its decisions in the counts', async () => {
    const coldBrew = DEMO_PROJECTS.acmeColdBrew;
    await api.decide(t.ravi, {
      taskUID: DEMO_TASKS.coldBrewReviewRavi,
      assetUID: DEMO_ASSETS.acmeCoffeePouch,
      decision: 'Approved',
    });
    const before = ctx()
      .db.rows('tasks')
      .filter((task) => task.projectUID === coldBrew);
    expect(before.length).toBeGreaterThan(0);
    expect(
      (
        await t.h.call('PUT', '/api/v1/project/state', {
          token: t.anna,
          body: { projectUID: coldBrew, projectState: 'Completed' },
        })
      ).status,
    ).toBe(200);
    expect(
      ctx()
        .db.rows('tasks')
        .filter((task) => task.projectUID === coldBrew),
    ).toEqual([]);
    expect(api.events('task.deleted')).toEqual([]);
    expect(
      (
        await t.h.call('GET', `/api/v1/task?TaskUID=${DEMO_TASKS.coldBrewReviewRavi}`, {
          token: t.ravi,
        })
      ).status,
    ).toBe(404);
    const [project] = resultOf<{ reviewStatus: { pendingCount: number; approvedCount: number } }[]>(
      await t.h.call('GET', `/api/v1/project?ProjectUID=${coldBrew}`, { token: t.anna }),
    );
    expect(project?.reviewStatus.pendingCount).toBe(0);
    expect(project?.reviewStatus.approvedCount).toBeGreaterThanOrEqual(3);
  });

  it('removeAssetFromTasks: review tasks drop the asset (ending when the rest is decided), others go', async () => {
    const juice = DEMO_PROJECTS.nordicJuice;
    const review = await api.created(t.anna, 'review_asset', {
      projectUID: juice,
      userUID: DEMO_USERS.anna,
      assetUIDs: [DEMO_ASSETS.nordicJamLabel, DEMO_ASSETS.nordicJamLeaflet],
    });
    const single = await api.created(t.anna, 'review_asset', {
      projectUID: juice,
      userUID: DEMO_USERS.anna,
      assetUIDs: [DEMO_ASSETS.nordicJamLeaflet],
    });
    await api.decide(t.anna, {
      taskUID: review.taskUID,
      assetUID: DEMO_ASSETS.nordicJamLabel,
      decision: 'Approved',
    });
    await api.decide(t.anna, {
      taskUID: single.taskUID,
      assetUID: DEMO_ASSETS.nordicJamLeaflet,
      decision: 'Rejected',
    });
    removeAssetFromTasks(ctx(), DEMO_ASSETS.nordicJamLeaflet);
    expect(await api.get(t.anna, review.taskUID)).toMatchObject({
      status: 'Approved',
      assetUIDs: [DEMO_ASSETS.nordicJamLabel],
    });
    expect(api.eventTypesOf(review.taskUID).at(-1)).toBe('task.completed');
    expect(ctx().db.get('tasks', single.taskUID)).toBeUndefined();
    expect(ctx().db.get('tasks', DEMO_TASKS.juiceNewLeafletLena)).toBeUndefined();
    expect(
      ctx()
        .db.rows('decisions')
        .filter((d) => d.assetUID === DEMO_ASSETS.nordicJamLeaflet),
    ).toEqual([]);
    expect(api.events('task.deleted')).toEqual([]);
  });
});

describe('onAssetProcessed', () => {
  it('closes the upload task an asset answered and the requests for a new version', async () => {
    const upload = await api.created(t.anna, 'asset_upload', {
      projectUID: DEMO_PROJECTS.acmeOatBox,
      userUID: DEMO_USERS.ravi,
    });
    const closed = onAssetProcessed(ctx(), {
      projectUID: DEMO_PROJECTS.acmeOatBox,
      assetUID: 'ast-new',
      version: 1,
      taskUID: upload.taskUID,
    });
    expect(closed.map((task) => task.taskUID)).toEqual([upload.taskUID]);
    expect(
      onAssetProcessed(ctx(), {
        projectUID: DEMO_PROJECTS.acmeOatBox,
        assetUID: DEMO_ASSETS.acmeGranolaCarton,
        version: 1,
      }),
    ).toEqual([]);
    const versioned = onAssetProcessed(ctx(), {
      projectUID: DEMO_PROJECTS.acmeOatBox,
      assetUID: DEMO_ASSETS.acmeGranolaCarton,
      version: 2,
    });
    expect(versioned.map((task) => task.taskUID)).toEqual([DEMO_TASKS.oatBoxNewVersionRavi]);
    expect((await api.get(t.ravi, DEMO_TASKS.oatBoxNewVersionRavi)).status).toBe('Closed');
    expect(api.eventTypesOf(DEMO_TASKS.oatBoxNewVersionRavi)).toEqual(['task.completed']);
  });
});
