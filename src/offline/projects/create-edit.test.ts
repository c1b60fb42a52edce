import { describe, expect, it } from 'vitest';
import type { ClientDirectory, Event, Project } from '@/api/types';
import {
  DEMO_CLIENTS,
  DEMO_FOLDERS,
  DEMO_PROJECTS,
  DEMO_TEMPLATES,
  DEMO_USERS,
} from '@/offline/platform/demo-ids';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest(['anna']);

const create = (body: unknown, token = t.anna) =>
  t.h.call('POST', '/api/v1/project', { token, body });
const edit = (body: unknown, token = t.anna) => t.h.call('PUT', '/api/v1/project', { token, body });
const events = (type: Event['EventType']) =>
  t.h.service.context.events
    .list()
    .map((row) => row.event)
    .filter((event) => event.EventType === type)
    .reverse();
const fetchProject = async (uid: string) =>
  resultOf<Project[]>(
    await t.h.call(
      'GET',
      `/api/v1/project?ProjectUID=${uid}&States=Active,OnHold,Completed,Archived,InTransit`,
      { token: t.anna },
    ),
  )[0];

describe('POST /api/v1/project', () => {
  it('creates an Active project in the first Kanban column of the first client and returns the full record', async () => {
    const answer = await create({
      projectName: 'Mango smoothie 250 ml bottle',
      customer: 'Tropic Co',
      project: 'Mango Smoothie',
      design: 'Shrink sleeve',
      revision: '1',
      description: 'Launch artwork.',
      tags: ['sleeve', 'smoothie'],
      dueDate: '2030-02-03',
      projectOwnersUIDS: [DEMO_USERS.ravi],
      templateUID: DEMO_TEMPLATES.acmeLabel,
      folderUID: DEMO_FOLDERS.acmeBeverages,
    });
    expect(answer.status, answer.text).toBe(200);
    const record = resultOf<Project>(answer);
    const directory = resultOf<ClientDirectory[]>(
      await t.h.call('GET', '/api/v1/users', { token: t.anna }),
    );
    expect(record).toMatchObject({
      projectState: 'Active',
      name: 'Mango smoothie 250 ml bottle',
      dueDate: '2030-02-03',
      owners: [DEMO_USERS.ravi],
      client: { clientUID: DEMO_CLIENTS.acme, name: 'Acme Packaging' },
      kanbanColumnUID: directory[0]?.kanbanColumns[0]?.kanbanColumnUID,
      templateUID: DEMO_TEMPLATES.acmeLabel,
      folderUID: DEMO_FOLDERS.acmeBeverages,
      workflow: null,
      reviewStatus: { pendingCount: 0, approvedCount: 0, rejectedCount: 0 },
    });
    expect(await fetchProject(record.projectUID)).toEqual(record);
    const [created] = events('project.created');
    expect(created?.Data).toMatchObject({
      ProjectUID: record.projectUID,
      Name: record.name,
      Project: { ProjectUID: record.projectUID, Name: record.name },
    });
  });

  it('creates in the client asked for, with optional fields empty and a UTC date-time due date', async () => {
    const record = resultOf<Project>(
      await create({
        clientUID: DEMO_CLIENTS.nordic,
        projectName: 'Oat drink',
        projectOwnersUIDS: [DEMO_USERS.lena],
        dueDate: '2030-01-01T10:00:00+02:00',
      }),
    );
    expect(record).toMatchObject({
      customer: null,
      tags: [],
      folderUID: null,
      templateUID: null,
      kanbanColumnUID: 'col-nordic-briefing',
    });
    expect(record.dueDate).toBe('2030-01-01T08:00:00.000Z');
  });

  it('answers 400 with every invalid field keyed as sent', async () => {
    const answer = await create({
      ProjectName: '',
      project: 'x'.repeat(51),
      design: 'x'.repeat(51),
      revision: 'x'.repeat(51),
      description: 'x'.repeat(201),
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
      dueDate: '2030-02-30',
      projectOwnersUIDS: [],
      templateUID: 7,
    });
    expect(Object.keys(problemErrors(answer)).sort()).toEqual(
      [
        'ProjectName',
        'design',
        'description',
        'dueDate',
        'project',
        'projectOwnersUIDS',
        'revision',
        'tags',
        'templateUID',
      ].sort(),
    );
  });

  it('enforces owners 1..20, tag length 25 and mandatory fields', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `u${i}`);
    expect(
      problemErrors(await create({ projectName: 'A', projectOwnersUIDS: many })),
    ).toHaveProperty('projectOwnersUIDS');
    expect(
      problemErrors(
        await create({
          projectName: 'A',
          projectOwnersUIDS: [DEMO_USERS.anna],
          tags: ['x'.repeat(26)],
        }),
      ),
    ).toHaveProperty('tags');
    expect(
      (
        await create({
          projectName: 'A',
          projectOwnersUIDS: [DEMO_USERS.anna],
          tags: ['x'.repeat(25)],
        })
      ).status,
    ).toBe(200);
    expect(Object.keys(problemErrors(await create({ customer: 'c' }))).sort()).toEqual([
      'projectName',
      'projectOwnersUIDS',
    ]);
  });

  it('answers 404 for owners, templates, folders, workflows and clients that are not available', async () => {
    const base = { projectName: 'A', projectOwnersUIDS: [DEMO_USERS.anna] };
    const cases = [
      { ...base, projectOwnersUIDS: [DEMO_USERS.lena] },
      { ...base, projectOwnersUIDS: ['ghost'] },
      { ...base, templateUID: DEMO_TEMPLATES.nordicRetail },
      { ...base, folderUID: 'fld-unknown' },
      { ...base, workflowUID: 'wf-unknown' },
    ];
    for (const body of cases) expect((await create(body)).status, JSON.stringify(body)).toBe(404);
    const ravi = await t.h.login('ravi@demo.test');
    expect((await create({ ...base, clientUID: DEMO_CLIENTS.nordic }, ravi)).status).toBe(404);
  });
});

describe('PUT /api/v1/project', () => {
  it('changes only the fields sent and emits one project.edited per changed attribute', async () => {
    const before = await fetchProject(DEMO_PROJECTS.acmeLemonCan);
    const answer = await edit({
      projectUID: DEMO_PROJECTS.acmeLemonCan,
      projectName: 'Sparkling Lemon 330 ml can (v2)',
      tags: ['can', 'summer'],
      customer: before?.customer,
      projectOwnersUIDS: [DEMO_USERS.ravi],
      dueDate: null,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      version: '1.0',
      statusCode: 200,
      message: expect.any(String) as string,
    });
    const after = await fetchProject(DEMO_PROJECTS.acmeLemonCan);
    expect(after).toEqual({
      ...before,
      name: 'Sparkling Lemon 330 ml can (v2)',
      tags: ['can', 'summer'],
      owners: [DEMO_USERS.ravi],
      dueDate: null,
    });
    const edited = t.h.service.context.events
      .list()
      .reverse()
      .flatMap((row) => (row.event.EventType === 'project.edited' ? [row.event.Data] : []));
    expect(edited.map((d) => [d.Attribute, d.Value])).toEqual([
      ['Name', 'Sparkling Lemon 330 ml can (v2)'],
      ['Tags', ['can', 'summer']],
      ['DueDate', null],
      ['ProjectOwners', [DEMO_USERS.ravi]],
    ]);
    expect(edited[0]).toMatchObject({
      ProjectUID: DEMO_PROJECTS.acmeLemonCan,
      Project: { Name: 'Sparkling Lemon 330 ml can (v2)' },
    });
  });

  it('answers 406 for Completed and Archived projects, 404 for unknown or foreign ones', async () => {
    expect((await edit({ projectUID: DEMO_PROJECTS.acmeTeaBox, customer: 'x' })).status).toBe(406);
    expect((await edit({ projectUID: DEMO_PROJECTS.acmeWaterLabel, customer: 'x' })).status).toBe(
      406,
    );
    expect((await edit({ projectUID: 'nope', customer: 'x' })).status).toBe(404);
    const ravi = await t.h.login('ravi@demo.test');
    expect(
      (await edit({ projectUID: DEMO_PROJECTS.nordicYogurt, customer: 'x' }, ravi)).status,
    ).toBe(404);
  });

  it('validates like create: projectUID mandatory, name not clearable, limits, references', async () => {
    expect(Object.keys(problemErrors(await edit({ customer: 'x' })))).toEqual(['projectUID']);
    expect(
      Object.keys(
        problemErrors(await edit({ projectUID: DEMO_PROJECTS.acmeLemonCan, projectName: null })),
      ),
    ).toEqual(['projectName']);
    expect(
      problemErrors(
        await edit({ projectUID: DEMO_PROJECTS.acmeLemonCan, description: 'x'.repeat(201) }),
      ),
    ).toHaveProperty('description');
    expect(
      (await edit({ projectUID: DEMO_PROJECTS.acmeLemonCan, folderUID: DEMO_FOLDERS.nordicDairy }))
        .status,
    ).toBe(404);
    expect(
      (await edit({ projectUID: DEMO_PROJECTS.acmeLemonCan, projectOwnersUIDS: [DEMO_USERS.lena] }))
        .status,
    ).toBe(404);
    expect(events('project.edited')).toEqual([]);
  });
});
