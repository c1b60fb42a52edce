import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { DEMO_CLIENTS, DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

// GET /api/v1/project keeps its last bodies (list-json.ts): every change a
// screen can make must still show in the next list.
const t = harnessEachTest(['anna', 'ravi']);

const list = async (token: string, query = '') => {
  const answer = await t.h.call('GET', `/api/v1/project${query}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return { text: answer.text, projects: resultOf<Project[]>(answer) };
};
const named = (projects: Project[], uid: string) => projects.find((p) => p.projectUID === uid);

describe('GET /api/v1/project after changes', () => {
  it('shows an edit and a new project in the next list', async () => {
    const before = await list(t.anna);
    expect(named(before.projects, DEMO_PROJECTS.acmeLemonCan)?.name).not.toBe('Renamed can');
    const edit = await t.h.call('PUT', '/api/v1/project', {
      token: t.anna,
      body: { projectUID: DEMO_PROJECTS.acmeLemonCan, projectName: 'Renamed can' },
    });
    expect(edit.status, edit.text).toBe(200);
    const created = await t.h.call('POST', '/api/v1/project', {
      token: t.anna,
      body: {
        clientUID: DEMO_CLIENTS.acme,
        projectName: 'Zażółć gęślą jaźń',
        projectOwnersUIDS: [DEMO_USERS.anna],
      },
    });
    expect(created.status, created.text).toBe(200);
    const after = await list(t.anna);
    expect(named(after.projects, DEMO_PROJECTS.acmeLemonCan)?.name).toBe('Renamed can');
    expect(after.projects.map((p) => p.name)).toContain('Zażółć gęślą jaźń');
    expect(after.projects).toHaveLength(before.projects.length + 1);
  });

  it('shows a change to a table the records read (the client name)', async () => {
    await list(t.anna);
    const { db } = t.h.service.context;
    db.update('clients', DEMO_CLIENTS.acme, { name: 'Acme Packaging Group' });
    const { projects } = await list(t.anna);
    expect(named(projects, DEMO_PROJECTS.acmeLemonCan)?.client.name).toBe('Acme Packaging Group');
  });

  it('answers each caller and each filter with its own list', async () => {
    const anna = await list(t.anna);
    const ravi = await list(t.ravi);
    const archived = await list(t.anna, '?States=Archived');
    expect(new Set(anna.projects.map((p) => p.client.clientUID)).size).toBe(2);
    expect(ravi.projects.every((p) => p.client.clientUID === DEMO_CLIENTS.acme)).toBe(true);
    expect(archived.projects.every((p) => p.projectState === 'Archived')).toBe(true);
    expect((await list(t.anna)).text).toBe(anna.text);
  });

  it('writes text past ASCII as escapes: ASCII bytes, the same JSON', async () => {
    const { text, projects } = await list(t.anna, '?IsLoadMetadata=true');
    const plain = await list(t.anna);
    expect(/^[ -~]*$/.test(text)).toBe(true);
    expect(/^[ -~]*$/.test(plain.text)).toBe(true);
    expect(projects.length).toBe(plain.projects.length);
  });
});
