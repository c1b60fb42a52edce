import { describe, expect, it } from 'vitest';
import type { Annotation, ReviewSession, Task } from '@/api/types';
import { createTestService } from '@/offline/platform/adapters/node';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import {
  addNote,
  annotationOf,
  annotationsEachTest,
  carton,
  eventData,
  pagesOf,
} from '@/offline/testing/annotation-api';
import { resultOf } from '@/offline/testing/http-client';

const t = annotationsEachTest(['anna', 'ravi']);
const annotate = (token: string, extra?: Record<string, unknown>) =>
  addNote(t.api, token, carton, extra);

describe('asset deletion', () => {
  it('removes the annotations of the deleted asset without annotation events', async () => {
    const note = await annotate(t.ravi);
    const deleted = await t.h.call('DELETE', '/api/v1/asset', {
      token: t.anna,
      body: { assetUID: carton },
    });
    expect(deleted.status).toBe(200);
    expect((await t.api.get(t.anna, note.annotationUID)).status).toBe(404);
    expect(t.h.service.context.db.rows('annotations').some((row) => row.assetUID === carton)).toBe(
      false,
    );
    expect(eventData(t.h, 'annotation.deleted')).toHaveLength(0);
  });

  it('removes only the annotations made on a deleted version', async () => {
    const label = DEMO_ASSETS.nordicJamLabel;
    const lena = await t.h.login('lena@demo.test');
    const onV2 = annotationOf(
      await t.api.create(lena, { assetUID: label, pageNumber: 0, text: 'On v2' }),
    );
    const before = Object.values(pagesOf(await t.api.list(lena, `?AssetUID=${label}`))).flat();
    const onV1 = before.filter((row) => row.version === 1);
    expect(onV1.length).toBeGreaterThan(0);
    expect(
      (
        await t.h.call('DELETE', '/api/v1/asset', {
          token: lena,
          body: { assetUID: label, version: 2 },
        })
      ).status,
    ).toBe(200);
    const after = Object.values(pagesOf(await t.api.list(lena, `?AssetUID=${label}`))).flat();
    expect(after.map((row) => row.annotationUID).sort()).toEqual(
      onV1.map((row) => row.annotationUID).sort(),
    );
    expect(after.map((row) => row.annotationUID)).not.toContain(onV2.annotationUID);
  });
});

describe('external review sessions', () => {
  async function openSession(isReadOnly: boolean): Promise<string> {
    const created = await t.h.call('POST', '/api/v1/task/review_asset_ext', {
      token: t.anna,
      body: {
        projectUID: DEMO_PROJECTS.acmeOatBox,
        email: 'proof@printer.example',
        assetUIDs: [carton],
        isReadOnly,
      },
    });
    const task = resultOf<Task>(created);
    const reviewToken = decodeURIComponent((task.reviewUrl ?? '').split('/external/')[1] ?? '');
    const session = resultOf<ReviewSession>(
      await t.h.call('POST', '/api/v1/review/session', { body: { reviewToken } }),
    );
    return session.token;
  }

  it('annotate their task assets as the reviewer, and only creator rules apply to them', async () => {
    const external = await openSession(false);
    expect(
      Object.keys(pagesOf(await t.api.list(external, `?AssetUID=${carton}`))).length,
    ).toBeGreaterThan(0);
    const note = annotationOf(
      await t.api.create(external, {
        assetUID: carton,
        pageNumber: 0,
        text: 'Printer: bleed is 2 mm, need 3 mm.',
      }),
    );
    expect(note.createdBy).toEqual({ userUID: null, fullName: 'proof@printer.example' });
    expect(
      (
        await t.api.edit(external, {
          annotationUID: note.annotationUID,
          text: 'Bleed 2 mm; need 3 mm.',
        })
      ).status,
    ).toBe(200);
    expect((await t.api.remove(t.ravi, { annotationUID: note.annotationUID })).status).toBe(412);
    expect(
      (
        await t.api.create(external, {
          assetUID: DEMO_ASSETS.acmeCoffeePouch,
          pageNumber: 0,
          text: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await t.api.remove(external, { annotationUID: note.annotationUID })).status).toBe(200);
  });

  it('may read but not annotate through a read-only link (412)', async () => {
    const external = await openSession(true);
    expect((await t.api.list(external, `?AssetUID=${carton}`)).status).toBe(200);
    expect(
      (await t.api.create(external, { assetUID: carton, pageNumber: 0, text: 'x' })).status,
    ).toBe(412);
  });
});

describe('through msw/node', () => {
  it('adds and lists annotations like the HTTP server', async () => {
    const t = await createTestService();
    try {
      const token = await t.login('ravi@demo.test');
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const post = await fetch(`${t.baseUrl}/api/v1/annotation`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          assetUID: carton,
          pageNumber: 0,
          text: 'Via msw',
          shape: { type: 'pin', points: [0.2, 0.2] },
        }),
      });
      expect(post.status).toBe(200);
      const { result: created } = (await post.json()) as { result: Annotation };
      const listed = await fetch(
        `${t.baseUrl}/api/v1/annotation/all?AssetUID=${carton}&PageNum=0`,
        { headers },
      );
      const { result } = (await listed.json()) as { result: Record<string, Annotation[]> };
      expect(result['0']?.at(-1)).toEqual(created);
      expect(created.createdBy.userUID).toBe(DEMO_USERS.ravi);
    } finally {
      await t.dispose();
    }
  });
});
