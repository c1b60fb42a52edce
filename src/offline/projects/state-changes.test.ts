import { beforeEach, describe, expect, it } from 'vitest';
import type { MetadataEntry, Project } from '@/api/types';
import { ManualScheduler } from '@/offline/platform/clock';
import type { OfflineModule } from '@/offline/platform/context';
import { createModules } from '@/offline/platform/modules';
import { IN_TRANSIT_OFFLINE_MS } from './state';
import { DEMO_COLUMNS, DEMO_FOLDERS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const ALL_STATES = 'Active,OnHold,Completed,Archived,InTransit';
let scheduler: ManualScheduler;
/** Stands in for the tasks module: tasks per project, removed on Completed as spec.md says. */
let tasks: Map<string, string[]>;

function fakeTasksModule(): OfflineModule {
  return {
    name: 'fake-tasks',
    handlers: () => [],
    setup(ctx) {
      ctx.projects.onStateChanged.push(({ project, to }) => {
        if (to === 'Completed') tasks.delete(project.projectUID);
      });
    },
  };
}

beforeEach(() => {
  tasks = new Map([[DEMO_PROJECTS.acmeLemonCan, ['task-1', 'task-2']]]);
  scheduler = new ManualScheduler();
});
const t = harnessEachTest(['anna'], () => ({
  scheduler,
  modules: [...createModules(), fakeTasksModule()],
}));

const setState = (projectUID: string, projectState: unknown) =>
  t.h.call('PUT', '/api/v1/project/state', { token: t.anna, body: { projectUID, projectState } });
const stateOf = async (uid: string) =>
  resultOf<Project[]>(
    await t.h.call('GET', `/api/v1/project?ProjectUID=${uid}&States=${ALL_STATES}`, {
      token: t.anna,
    }),
  )[0]?.projectState;
const stateEvents = () =>
  t.h.service.context.events
    .list()
    .reverse()
    .flatMap((row) => (row.event.EventType === 'project.state' ? [row.event.Data] : []));

describe('PUT /api/v1/project/state', () => {
  it('moves between Active, OnHold and Completed directly and emits project.state', async () => {
    expect((await setState(DEMO_PROJECTS.acmeLemonCan, 'OnHold')).status).toBe(200);
    expect(await stateOf(DEMO_PROJECTS.acmeLemonCan)).toBe('OnHold');
    expect((await setState(DEMO_PROJECTS.acmeLemonCan, 'Active')).status).toBe(200);
    expect(stateEvents().map((d) => d.State)).toEqual(['OnHold', 'Active']);
    expect(stateEvents()[0]).toMatchObject({
      ProjectUID: DEMO_PROJECTS.acmeLemonCan,
      Project: { ProjectState: 'OnHold' },
    });
  });

  it('deletes the project tasks on Completed', async () => {
    expect((await setState(DEMO_PROJECTS.acmeLemonCan, 'Completed')).status).toBe(200);
    expect(tasks.has(DEMO_PROJECTS.acmeLemonCan)).toBe(false);
  });

  it('answers HTTP 406 with body statusCode 412 when the project already has the state', async () => {
    const answer = await setState(DEMO_PROJECTS.acmeLemonCan, 'Active');
    expect(answer.status).toBe(406);
    expect(answer.body).toMatchObject({ version: '1.0', statusCode: 412 });
    expect((answer.body as { message: string }).message).toMatch(/already has the state Active/);
    expect(stateEvents()).toEqual([]);
  });

  it('refuses InTransit, unknown states and missing fields with 400', async () => {
    expect(problemErrors(await setState(DEMO_PROJECTS.acmeLemonCan, 'InTransit'))).toHaveProperty(
      'projectState',
    );
    expect(problemErrors(await setState(DEMO_PROJECTS.acmeLemonCan, 'Sleeping'))).toHaveProperty(
      'projectState',
    );
    expect(problemErrors(await setState(DEMO_PROJECTS.acmeLemonCan, 3))).toHaveProperty(
      'projectState',
    );
    const missing = await t.h.call('PUT', '/api/v1/project/state', { token: t.anna, body: {} });
    expect(Object.keys(problemErrors(missing)).sort()).toEqual(['projectState', 'projectUID']);
  });

  it('answers 404 for unknown and foreign projects', async () => {
    expect((await setState('nope', 'OnHold')).status).toBe(404);
    const ravi = await t.h.login('ravi@demo.test');
    const foreign = await t.h.call('PUT', '/api/v1/project/state', {
      token: ravi,
      body: { projectUID: DEMO_PROJECTS.nordicYogurt, projectState: 'OnHold' },
    });
    expect(foreign.status).toBe(404);
  });

  it('archives through InTransit for a few seconds of mock time, and back', async () => {
    expect((await setState(DEMO_PROJECTS.acmeTeaBox, 'Archived')).status).toBe(200);
    expect(await stateOf(DEMO_PROJECTS.acmeTeaBox)).toBe('InTransit');
    expect((await setState(DEMO_PROJECTS.acmeTeaBox, 'Active')).status).toBe(412);
    expect(
      (
        await t.h.call('PUT', '/api/v1/project', {
          token: t.anna,
          body: { projectUID: DEMO_PROJECTS.acmeTeaBox, customer: 'x' },
        })
      ).status,
    ).toBe(406);
    scheduler.advance(IN_TRANSIT_OFFLINE_MS - 1);
    expect(t.h.service.clock.activeCount).toBe(1);
    expect(await stateOf(DEMO_PROJECTS.acmeTeaBox)).toBe('InTransit');
    scheduler.advance(1);
    await t.h.service.whenIdle();
    expect(await stateOf(DEMO_PROJECTS.acmeTeaBox)).toBe('Archived');

    expect((await setState(DEMO_PROJECTS.acmeTeaBox, 'Active')).status).toBe(200);
    expect(await stateOf(DEMO_PROJECTS.acmeTeaBox)).toBe('InTransit');
    scheduler.advance(IN_TRANSIT_OFFLINE_MS);
    await t.h.service.whenIdle();
    expect(await stateOf(DEMO_PROJECTS.acmeTeaBox)).toBe('Active');
    expect(stateEvents().map((d) => d.State)).toEqual([
      'InTransit',
      'Archived',
      'InTransit',
      'Active',
    ]);
  });

  it('divides the InTransit wait by timeScale', async () => {
    t.h.service.setSettings({ timeScale: 1000 });
    await setState(DEMO_PROJECTS.acmeLemonCan, 'Archived');
    expect(scheduler.pendingDelays).toEqual([IN_TRANSIT_OFFLINE_MS / 1000]);
    scheduler.advance(IN_TRANSIT_OFFLINE_MS / 1000);
    await t.h.service.whenIdle();
    expect(await stateOf(DEMO_PROJECTS.acmeLemonCan)).toBe('Archived');
  });
});

describe('DELETE /api/v1/project', () => {
  const remove = (projectUID: unknown) =>
    t.h.call('DELETE', '/api/v1/project', { token: t.anna, body: { projectUID } });

  it('deletes Completed and Archived projects only (412 otherwise), then answers 404', async () => {
    expect((await remove(DEMO_PROJECTS.acmeLemonCan)).status).toBe(412);
    expect((await remove(DEMO_PROJECTS.acmeEnergySleeve)).status).toBe(412);
    expect((await remove(DEMO_PROJECTS.acmeTeaBox)).status).toBe(200);
    expect((await remove(DEMO_PROJECTS.acmeWaterLabel)).status).toBe(200);
    expect((await remove(DEMO_PROJECTS.acmeTeaBox)).status).toBe(404);
    expect(
      (
        await t.h.call('GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeTeaBox}`, {
          token: t.anna,
        })
      ).status,
    ).toBe(404);
    expect(Object.keys(problemErrors(await remove(undefined)))).toEqual(['projectUID']);
  });
});

describe('Kanban column, folder and metadata', () => {
  const move = (path: string, body: unknown) =>
    t.h.call('POST', `/api/v1/project/${path}`, { token: t.anna, body });

  it('moves an Active or OnHold project to a column or folder of its client', async () => {
    expect(
      (
        await move('kanban/column', {
          projectUID: DEMO_PROJECTS.acmeEnergySleeve,
          kanbanColumnUID: DEMO_COLUMNS.acmePrintReady,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await move('folder', {
          projectUID: DEMO_PROJECTS.acmeEnergySleeve,
          folderUID: DEMO_FOLDERS.acmePrivateLabel,
        })
      ).status,
    ).toBe(200);
    const [sleeve] = resultOf<Project[]>(
      await t.h.call('GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeEnergySleeve}`, {
        token: t.anna,
      }),
    );
    expect(sleeve).toMatchObject({
      kanbanColumnUID: DEMO_COLUMNS.acmePrintReady,
      folderUID: DEMO_FOLDERS.acmePrivateLabel,
    });
  });

  it('answers 400, 404 (project, column or folder) and 406 (completed or archived)', async () => {
    expect(
      Object.keys(
        problemErrors(await move('kanban/column', { projectUID: DEMO_PROJECTS.acmeCrisps })),
      ),
    ).toEqual(['kanbanColumnUID']);
    expect(
      Object.keys(problemErrors(await move('folder', { folderUID: DEMO_FOLDERS.acmeSnacks }))),
    ).toEqual(['projectUID']);
    expect(
      (
        await move('kanban/column', {
          projectUID: 'nope',
          kanbanColumnUID: DEMO_COLUMNS.acmeReview,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await move('kanban/column', {
          projectUID: DEMO_PROJECTS.acmeCrisps,
          kanbanColumnUID: DEMO_COLUMNS.nordicDesign,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await move('folder', {
          projectUID: DEMO_PROJECTS.acmeCrisps,
          folderUID: DEMO_FOLDERS.nordicDairy,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await move('kanban/column', {
          projectUID: DEMO_PROJECTS.acmeTeaBox,
          kanbanColumnUID: DEMO_COLUMNS.acmeReview,
        })
      ).status,
    ).toBe(406);
    expect(
      (
        await move('folder', {
          projectUID: DEMO_PROJECTS.acmeWaterLabel,
          folderUID: DEMO_FOLDERS.acmeSnacks,
        })
      ).status,
    ).toBe(406);
  });

  it('GET /project/meta returns the key-value entries; 400 without ProjectUID; 404 unknown', async () => {
    const meta = resultOf<MetadataEntry[]>(
      await t.h.call('GET', `/api/v1/project/meta?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}`, {
        token: t.anna,
      }),
    );
    expect(meta).toEqual([
      { key: 'erpJobId', value: 'JOB-24-1187' },
      { key: 'printer', value: 'Ardagh Metal Packaging' },
    ]);
    expect(
      Object.keys(problemErrors(await t.h.call('GET', '/api/v1/project/meta', { token: t.anna }))),
    ).toEqual(['ProjectUID']);
    expect(
      (await t.h.call('GET', '/api/v1/project/meta?ProjectUID=nope', { token: t.anna })).status,
    ).toBe(404);
  });
});
