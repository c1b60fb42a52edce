import { beforeEach, describe, expect, it } from 'vitest';
import type { Annotation, ReviewSession, Task } from '@/api/types';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { DEMO_REVIEW_PASSWORD, DEMO_REVIEW_TOKENS, DEMO_TASKS } from './seed';
import { problemErrors, resultOf, type ApiAnswer } from '@/offline/testing/http-client';
import { messageOf, tasksHarnessEachTest, tasksApi } from '@/offline/testing/tasks-kit';

const t = tasksHarnessEachTest();
const api = tasksApi(t.h);

const label = DEMO_ASSETS.nordicJamLabel;
const leaflet = DEMO_ASSETS.nordicJamLeaflet;
const openSession = (body: unknown) => t.h.call('POST', '/api/v1/review/session', { body });

async function sessionToken(reviewToken: string, password?: string): Promise<string> {
  return resultOf<ReviewSession>(await openSession({ reviewToken, password })).token;
}

const tokenOfUrl = (task: Task) => decodeURIComponent(task.reviewUrl?.split('/external/')[1] ?? '');

describe('POST /api/v1/review/session', () => {
  it('exchanges a live link and its password for a token limited to the task', async () => {
    const answer = await openSession({
      reviewToken: DEMO_REVIEW_TOKENS.juiceProof,
      password: DEMO_REVIEW_PASSWORD,
    });
    const session = resultOf<ReviewSession>(answer);
    expect(session.task).toMatchObject({
      taskUID: DEMO_TASKS.juiceExternalProof,
      type: 'ExternalReviewAssets',
      status: 'Pending',
    });
    // Seeded links live on the service origin (the HTTP server passes its own, like npm run offline:server).
    expect(session.task.reviewUrl).toBe(
      `${t.h.service.context.origin}/external/${DEMO_REVIEW_TOKENS.juiceProof}`,
    );
    const hours = (Date.parse(session.expirationDate) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(9.9);
    expect(hours).toBeLessThanOrEqual(10);
    expect(session.token).not.toBe(DEMO_REVIEW_TOKENS.juiceProof);
  });

  it('answers 412 for a missing or wrong password, 404 for unknown or expired links, 400 without a token', async () => {
    const missing = await openSession({ reviewToken: DEMO_REVIEW_TOKENS.juiceProof });
    expect(missing.status).toBe(412);
    expect(messageOf(missing)).toMatch(/password/);
    expect(
      (await openSession({ reviewToken: DEMO_REVIEW_TOKENS.juiceProof, password: 'PROOF' })).status,
    ).toBe(412);
    expect((await openSession({ reviewToken: 'no-such-link' })).status).toBe(404);
    expect((await openSession({ reviewToken: DEMO_REVIEW_TOKENS.coldBrewEnded })).status).toBe(404);
    expect(problemErrors(await openSession({ password: 'x' }))).toHaveProperty('reviewToken');
  });
});

describe('a review session token', () => {
  let token: string;
  const as = (method: string, path: string, body?: unknown) =>
    t.h.call(method, `/api/v1${path}`, { token, body });

  beforeEach(async () => {
    token = await sessionToken(DEMO_REVIEW_TOKENS.juiceProof, DEMO_REVIEW_PASSWORD);
  });

  it("reads its task, the task's assets and their annotations, and nothing else of the client", async () => {
    expect((await as('GET', '/token/validate')).status).toBe(200);
    expect((await as('GET', `/task?TaskUID=${DEMO_TASKS.juiceExternalProof}`)).status).toBe(200);
    expect((await as('GET', `/task?TaskUID=${DEMO_TASKS.juiceReviewLena}`)).status).toBe(404);
    expect((await as('GET', `/asset?AssetUID=${label}`)).status).toBe(200);
    expect((await as('GET', `/asset?AssetUID=${DEMO_ASSETS.nordicYogurtLeaflet}`)).status).toBe(
      404,
    );
    expect((await as('GET', `/annotation/all?AssetUID=${leaflet}`)).status).toBe(200);
    expect(
      (await as('GET', `/annotation/all?AssetUID=${DEMO_ASSETS.nordicYogurtLeaflet}`)).status,
    ).toBe(404);
    expect((await as('GET', `/asset/download?AssetUID=${label}`)).status).toBe(200);
  });

  it('answers 401 for every operation outside the review', async () => {
    const outside: [string, string, unknown?][] = [
      ['GET', '/project'],
      ['GET', '/task/all'],
      ['GET', '/users'],
      ['GET', '/user/loggedin'],
      ['GET', `/asset/proofreport?AssetUID=${label}`],
      ['GET', '/mock/outbox'],
      ['POST', '/task/asset_upload', { projectUID: DEMO_PROJECTS.nordicJuice, userUID: 'x' }],
      ['DELETE', '/task', { taskUID: DEMO_TASKS.juiceExternalProof }],
      ['PUT', '/task/complete', { taskUID: DEMO_TASKS.juiceExternalProof }],
    ];
    for (const [method, path, body] of outside) {
      const answer = await as(method, path, body);
      expect([path, answer.status]).toEqual([path, 401]);
    }
  });

  it('annotates its assets as the external reviewer', async () => {
    const created = await as('POST', '/annotation', {
      assetUID: label,
      pageNumber: 0,
      text: 'Bitte größer.',
    });
    expect(resultOf<Annotation>(created).createdBy).toEqual({
      userUID: null,
      fullName: 'jonas.weber@forest-harvest.example',
    });
    expect(
      (
        await as('POST', '/annotation', {
          assetUID: DEMO_ASSETS.nordicYogurtLeaflet,
          pageNumber: 0,
          text: 'x',
        })
      ).status,
    ).toBe(404);
  });

  it('reaches annotations by UID only on its assets', async () => {
    const mine = resultOf<Annotation>(
      await as('POST', '/annotation', { assetUID: leaflet, pageNumber: 1, text: 'Mine' }),
    );
    expect((await as('GET', `/annotation?AnnotationUID=${mine.annotationUID}`)).status).toBe(200);
    expect(
      (await as('PUT', '/annotation/hide', { annotationUID: mine.annotationUID })).status,
    ).toBe(200);
    const body = {
      assetUID: DEMO_ASSETS.nordicYogurtLeaflet,
      pageNumber: 0,
      text: 'Internal note',
    };
    const other = resultOf<Annotation>(
      await t.h.call('POST', '/api/v1/annotation', { token: t.anna, body }),
    );
    expect((await as('GET', `/annotation?AnnotationUID=${other.annotationUID}`)).status).toBe(404);
    expect(
      (await as('PUT', '/annotation/complete', { annotationUID: other.annotationUID })).status,
    ).toBe(404);
    expect(
      (
        await as('POST', '/annotation', {
          assetUID: leaflet,
          pageNumber: 0,
          text: 'Reply',
          parentAnnotationUID: other.annotationUID,
        })
      ).status,
    ).toBe(404);
  });

  it('decides its task; the link expires when the task ends, writes stop, reads go on', async () => {
    expect(
      resultOf<Task>(
        await as('PUT', '/task/decision', {
          taskUID: DEMO_TASKS.juiceExternalProof,
          assetUID: label,
          decision: 'Approved',
        }),
      ).status,
    ).toBe('Pending');
    expect(
      (
        await as('PUT', '/task/decision', {
          taskUID: DEMO_TASKS.juiceReviewLena,
          assetUID: label,
          decision: 'Approved',
        })
      ).status,
    ).toBe(404);
    const last = resultOf<Task>(
      await as('PUT', '/task/decision', {
        taskUID: DEMO_TASKS.juiceExternalProof,
        assetUID: leaflet,
        decision: 'Rejected',
      }),
    );
    expect(last.status).toBe('Rejected');
    expect(
      (
        await openSession({
          reviewToken: DEMO_REVIEW_TOKENS.juiceProof,
          password: DEMO_REVIEW_PASSWORD,
        })
      ).status,
    ).toBe(404);
    expect((await as('GET', `/task?TaskUID=${DEMO_TASKS.juiceExternalProof}`)).status).toBe(200);
    const late = await as('POST', '/annotation', {
      assetUID: label,
      pageNumber: 0,
      text: 'One more thing',
    });
    expect(late.status).toBe(412);
    expect(messageOf(late)).toMatch(/review has ended/);
  });

  it('stops working when the task is deleted', async () => {
    expect(
      (
        await t.h.call('DELETE', '/api/v1/task', {
          token: t.anna,
          body: { taskUID: DEMO_TASKS.juiceExternalProof },
        })
      ).status,
    ).toBe(200);
    expect((await as('GET', `/task?TaskUID=${DEMO_TASKS.juiceExternalProof}`)).status).toBe(401);
  });
});

describe('a read-only review link without downloads', () => {
  let token: string;
  let task: Task;
  const as = (method: string, path: string, body?: unknown): Promise<ApiAnswer> =>
    t.h.call(method, `/api/v1${path}`, { token, body });

  beforeEach(async () => {
    task = await api.created(t.anna, 'review_asset_ext', {
      projectUID: DEMO_PROJECTS.nordicJuice,
      email: 'viewer@forest-harvest.example',
      assetUIDs: [label],
      isReadOnly: true,
    });
    token = await sessionToken(tokenOfUrl(task));
  });

  it('reads but may not annotate, decide or download (412)', async () => {
    expect((await as('GET', `/asset?AssetUID=${label}`)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/annotation', { assetUID: label, pageNumber: 0, text: 'x' }],
      ['PUT', '/task/decision', { taskUID: task.taskUID, assetUID: label, decision: 'Approved' }],
      ['GET', `/asset/download?AssetUID=${label}`, undefined],
    ] as const) {
      const answer = await as(method, path, body);
      expect([path, answer.status]).toEqual([path, 412]);
    }
  });

  it('cannot be decided by an internal user either', async () => {
    const answer = await api.decide(t.anna, {
      taskUID: task.taskUID,
      assetUID: label,
      decision: 'Approved',
    });
    expect(answer.status).toBe(412);
    expect(messageOf(answer)).toMatch(/Only the assignee/);
  });
});
