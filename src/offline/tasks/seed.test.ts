import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEmail, Project, ReviewSession, Task } from '@/api/types';
import { createTestService, type TestService } from '@/offline/platform/adapters/node';
import { ALL_TASK_TYPES } from './kinds';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { DEMO_REVIEW_PASSWORD, DEMO_REVIEW_TOKENS } from './seed';

let t: TestService;

beforeEach(async () => {
  t = await createTestService();
});
afterEach(() => t.dispose());

async function get<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${t.baseUrl}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

describe('the demo tasks (through msw/node)', () => {
  it('cover every task type and status and give anna, ravi and lena work', async () => {
    const tasks = t.service.context.db.rows('tasks');
    expect(new Set(tasks.map((task) => task.type))).toEqual(new Set(ALL_TASK_TYPES));
    expect(new Set(tasks.map((task) => task.status))).toEqual(
      new Set(['Pending', 'Closed', 'Approved', 'Rejected', 'ApprovedWithChanges']),
    );
    for (const email of ['anna@demo.test', 'ravi@demo.test', 'lena@demo.test']) {
      const mine = await get<Task[]>(await t.login(email), '/task/all');
      expect(mine.some((task) => task.status === 'Pending')).toBe(true);
    }
  });

  it('have their invitations in the outbox, each tenant seeing its own', async () => {
    const ravi = await get<OutboxEmail[]>(await t.login('ravi@demo.test'), '/mock/outbox');
    const lena = await get<OutboxEmail[]>(await t.login('lena@demo.test'), '/mock/outbox');
    const anna = await get<OutboxEmail[]>(await t.login('anna@demo.test'), '/mock/outbox');
    expect(ravi.map((mail) => mail.language)).toEqual(['French']);
    expect(lena.map((mail) => mail.language).sort()).toEqual(['German', 'Polish']);
    expect(anna).toHaveLength(3);
    const german = lena.find((mail) => mail.language === 'German');
    expect(german?.links).toEqual([
      `${t.baseUrl}/external/${DEMO_REVIEW_TOKENS.juiceProof}?lang=de`,
    ]);
    expect(german?.subject).toBe('Prüfanfrage: Lingonberry juice 1 l carton');
    expect(anna.map((mail) => mail.time)).toEqual(
      anna
        .map((mail) => mail.time)
        .sort()
        .reverse(),
    );
  });

  it('include a pending external review that opens with the password "proof"', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/review/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        reviewToken: DEMO_REVIEW_TOKENS.juiceProof,
        password: DEMO_REVIEW_PASSWORD,
      }),
    });
    expect(response.status).toBe(200);
    const session = ((await response.json()) as { result: ReviewSession }).result;
    expect(session.task.status).toBe('Pending');
  });

  it('keep the decisions of completed projects in their counts and proof report', async () => {
    const anna = await t.login('anna@demo.test');
    const [tea] = await get<Project[]>(anna, `/project?ProjectUID=${DEMO_PROJECTS.acmeTeaBox}`);
    expect(tea?.reviewStatus).toEqual({ pendingCount: 0, approvedCount: 1, rejectedCount: 0 });
    const project = t.service.context.db.get('projects', DEMO_PROJECTS.acmeTeaBox);
    if (!project) throw new Error('tea box missing');
    const sections = [];
    for (const extra of t.service.context.projects.reportSections)
      sections.push(...(await extra(project)));
    const decisions = sections.find((section) => section.heading === 'Review decisions');
    expect(decisions?.table?.rows).toEqual([
      [
        'leaf-and-co-jasmine-pearls-gift-box-flat.png',
        'Approved',
        'Anna Berg',
        'Ready for print.',
        expect.stringMatching(/UTC$/),
      ],
    ]);
  });
});
