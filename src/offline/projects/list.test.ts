import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['anna', 'ravi']);

const list = async (token: string, query = '') => {
  const answer = await t.h.call('GET', `/api/v1/project${query}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return resultOf<Project[]>(answer);
};

describe('GET /api/v1/project', () => {
  it('defaults to Active, OnHold and Completed projects of every client of the caller', async () => {
    const projects = await list(t.anna);
    expect(new Set(projects.map((p) => p.projectState))).toEqual(
      new Set(['Active', 'OnHold', 'Completed']),
    );
    expect(new Set(projects.map((p) => p.client.clientUID))).toEqual(
      new Set([DEMO_CLIENTS.acme, DEMO_CLIENTS.nordic]),
    );
  });

  it('filters by States (case-insensitive names) and rejects unknown ones with 400', async () => {
    const archived = await list(t.anna, '?States=archived');
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((p) => p.projectState === 'Archived')).toBe(true);
    const bad = await t.h.call('GET', '/api/v1/project?states=Active,Sleeping', { token: t.anna });
    expect(Object.keys(problemErrors(bad))).toEqual(['states']);
  });

  it('keeps tenants apart: other clients are invisible and a foreign UID is 404', async () => {
    const projects = await list(t.ravi, '?States=Active,OnHold,Completed,Archived,InTransit');
    expect(projects.every((p) => p.client.clientUID === DEMO_CLIENTS.acme)).toBe(true);
    const foreign = await t.h.call(
      'GET',
      `/api/v1/project?ProjectUID=${DEMO_PROJECTS.nordicYogurt}`,
      { token: t.ravi },
    );
    expect(foreign.status).toBe(404);
    expect(
      (await t.h.call('GET', '/api/v1/project?ProjectUID=nope', { token: t.ravi })).status,
    ).toBe(404);
  });

  it("returns any project of the caller's client regardless of owners (v1.15)", async () => {
    const [crisps] = await list(t.ravi, `?ProjectUID=${DEMO_PROJECTS.acmeCrisps}`);
    expect(crisps?.owners).not.toContain('usr-ravi-kumar');
    expect(crisps?.projectUID).toBe(DEMO_PROJECTS.acmeCrisps);
  });

  it('omits unknown, deleted and foreign UIDs of a list silently (v1.29)', async () => {
    const uids = [
      DEMO_PROJECTS.acmeLemonCan,
      'missing',
      DEMO_PROJECTS.nordicYogurt,
      DEMO_PROJECTS.acmeOatBox,
    ];
    const projects = await list(t.ravi, `?ProjectUID=${uids.join(',')}`);
    expect(projects.map((p) => p.projectUID).sort()).toEqual(
      [DEMO_PROJECTS.acmeLemonCan, DEMO_PROJECTS.acmeOatBox].sort(),
    );
  });

  it('searches case-sensitively in name, customer, product, design, revision, description and tags', async () => {
    expect((await list(t.anna, '?Query=Oat%20Crunch')).map((p) => p.projectUID)).toEqual([
      DEMO_PROJECTS.acmeOatBox,
    ]);
    expect(await list(t.anna, '?Query=oat%20crunch')).toEqual([]);
    expect((await list(t.anna, '?Query=msc')).map((p) => p.projectUID)).toEqual([
      DEMO_PROJECTS.nordicFishFingers,
    ]);
    expect((await list(t.anna, '?Query=Bean%20%26%20Bottle')).map((p) => p.projectUID)).toEqual([
      DEMO_PROJECTS.acmeColdBrew,
    ]);
    expect((await list(t.anna, '?Query=Gable-top')).map((p) => p.projectUID)).toEqual([
      DEMO_PROJECTS.nordicJuice,
    ]);
    expect((await list(t.anna, '?Query=2023.2&States=Archived')).map((p) => p.projectUID)).toEqual([
      DEMO_PROJECTS.acmeWaterLabel,
    ]);
  });

  it('adds child collections only when asked for', async () => {
    const plain = await list(t.anna, `?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}`);
    for (const key of ['assets', 'tasks', 'refDocs', 'metadata'])
      expect(plain[0]).not.toHaveProperty(key);
    const [full] = await list(
      t.anna,
      `?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}&IsLoadAssets=true&IsLoadTasks=true&IsLoadRefDocs=true&IsLoadMetadata=TRUE`,
    );
    // Other modules' demo seeds fill these; the core only guarantees the arrays are there.
    for (const key of ['assets', 'tasks', 'refDocs'] as const)
      expect(Array.isArray(full?.[key])).toBe(true);
    expect(full?.metadata).toContainEqual({ key: 'erpJobId', value: 'JOB-24-1187' });
    const [onlyMeta] = await list(
      t.anna,
      `?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}&IsLoadMetadata=true&IsLoadAssets=false`,
    );
    expect(onlyMeta).toHaveProperty('metadata');
    expect(onlyMeta).not.toHaveProperty('assets');
  });

  it('rejects a flag that is not a boolean with 400 keyed as sent', async () => {
    const answer = await t.h.call('GET', '/api/v1/project?isLoadTasks=yes', { token: t.anna });
    expect(Object.keys(problemErrors(answer))).toEqual(['isLoadTasks']);
  });

  it('sorts by due date (none last), then newest created first', async () => {
    const projects = await list(t.anna, '?States=Active,OnHold,Completed,Archived');
    const due = (p: Project) => (p.dueDate === null ? Infinity : Date.parse(p.dueDate));
    for (let i = 1; i < projects.length; i++) {
      const [a, b] = [projects[i - 1], projects[i]];
      if (!a || !b) continue;
      expect(due(a)).toBeLessThanOrEqual(due(b));
      if (due(a) === due(b))
        expect(Date.parse(a.created)).toBeGreaterThanOrEqual(Date.parse(b.created));
    }
    expect(projects.at(-1)?.dueDate).toBeNull();
  });

  it('returns complete records', async () => {
    const [found] = await list(t.anna, `?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}`);
    // The workflows module's seed may attach a workflow: null or a {workflowUID, name} ref.
    const { workflow, ...lemon } = found ?? ({} as Partial<Project>);
    if (workflow !== null)
      expect(Object.keys(workflow ?? {}).sort()).toEqual(['name', 'workflowUID']);
    expect(lemon).toEqual({
      projectUID: DEMO_PROJECTS.acmeLemonCan,
      projectState: 'Active',
      name: 'Sparkling Lemon 330 ml can',
      customer: 'Fizzly Drinks',
      project: 'Sparkling Lemon',
      design: 'Can wrap',
      revision: 'R3',
      description: expect.any(String) as string,
      tags: ['can', 'beverage', 'relaunch'],
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      reviewStatus: {
        pendingCount: expect.any(Number) as number,
        approvedCount: expect.any(Number) as number,
        rejectedCount: expect.any(Number) as number,
      },
      created: expect.any(String) as string,
      templateUID: 'tpl-acme-label-refresh',
      kanbanColumnUID: 'col-acme-review',
      folderUID: 'fld-acme-beverages',
      owners: ['usr-anna-berg', 'usr-ravi-kumar'],
      client: { clientUID: DEMO_CLIENTS.acme, name: 'Acme Packaging' },
    });
  });
});
