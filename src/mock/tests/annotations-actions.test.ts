import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Annotation } from '@/api/types';
import { DEMO_ASSETS } from '../seed/assets-seed';
import { DEMO_PROJECTS } from '../seed/demo-ids';
import { annotationApi, annotationOf, eventData } from './support/annotation-api';
import { problemErrors, startHttpHarness, type HttpHarness } from './support/http-client';

let h: HttpHarness;
let api: ReturnType<typeof annotationApi>;
let anna: string;
let ravi: string;

const carton = DEMO_ASSETS.acmeGranolaCarton;

beforeEach(async () => {
  h = await startHttpHarness();
  api = annotationApi(h);
  [anna, ravi] = await Promise.all([h.login('anna@demo.test'), h.login('ravi@demo.test')]);
});
afterEach(() => h.close());

async function annotate(token: string, extra: Record<string, unknown> = {}): Promise<Annotation> {
  return annotationOf(
    await api.create(token, {
      assetUID: carton,
      pageNumber: 0,
      text: 'Check the barcode.',
      ...extra,
    }),
  );
}

describe('PUT /api/v1/annotation (edit)', () => {
  it('lets the creator change the text and emits annotation.edited with the added Data', async () => {
    const note = await annotate(ravi);
    const answer = await api.edit(ravi, {
      annotationUID: note.annotationUID,
      text: 'Check the barcode quiet zone.',
    });
    expect(answer.status).toBe(200);
    expect(annotationOf(answer)).toEqual({ ...note, text: 'Check the barcode quiet zone.' });
    const [edited] = eventData(h, 'annotation.edited');
    expect(Object.keys(edited ?? {}).sort()).toEqual([
      'AnnotationUID',
      'AssetUID',
      'Project',
      'ProjectUID',
      'Text',
    ]);
    expect(edited).toMatchObject({
      AnnotationUID: note.annotationUID,
      Text: 'Check the barcode quiet zone.',
      ProjectUID: DEMO_PROJECTS.acmeOatBox,
    });
  });

  it('answers 412 for anyone else, 400 for empty text, 404 for unknown annotations', async () => {
    const note = await annotate(ravi);
    const foreign = await api.edit(anna, { annotationUID: note.annotationUID, text: 'Mine now' });
    expect(foreign.status).toBe(412);
    expect(foreign.body).toMatchObject({
      statusCode: 412,
      message: expect.stringMatching(/Only the creator/) as unknown,
    });
    expect(
      Object.keys(
        problemErrors(await api.edit(ravi, { annotationUID: note.annotationUID, text: '' })),
      ),
    ).toEqual(['text']);
    expect((await api.edit(ravi, { annotationUID: 'ann-nope', text: 'x' })).status).toBe(404);
    expect(eventData(h, 'annotation.edited')).toHaveLength(0);
  });
});

describe('DELETE /api/v1/annotation', () => {
  it('is for the creator only (412), and takes the replies of a thread with it', async () => {
    const thread = await annotate(ravi, { shape: { type: 'pin', points: [0.3, 0.3] } });
    const replies = [
      await annotate(anna, { text: 'On it', parentAnnotationUID: thread.annotationUID }),
      await annotate(ravi, { text: 'Thanks', parentAnnotationUID: thread.annotationUID }),
    ];
    expect((await api.remove(anna, { annotationUID: thread.annotationUID })).status).toBe(412);
    const answer = await api.remove(ravi, { annotationUID: thread.annotationUID });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/2 comment/) as unknown });
    for (const gone of [thread, ...replies])
      expect((await api.get(ravi, gone.annotationUID)).status).toBe(404);
    expect(eventData(h, 'annotation.deleted').map((d) => d.AnnotationUID)).toEqual(
      [thread, ...replies].map((a) => a.annotationUID),
    );
    expect(eventData(h, 'annotation.deleted')[0]).toMatchObject({
      ProjectUID: DEMO_PROJECTS.acmeOatBox,
      AssetUID: carton,
    });
    expect((await api.remove(ravi, { annotationUID: thread.annotationUID })).status).toBe(404);
  });

  it('deletes a single reply and leaves the thread', async () => {
    const thread = await annotate(ravi);
    const reply = await annotate(anna, {
      text: 'Reply',
      parentAnnotationUID: thread.annotationUID,
    });
    expect((await api.remove(anna, { annotationUID: reply.annotationUID })).status).toBe(200);
    expect((await api.get(anna, thread.annotationUID)).status).toBe(200);
  });

  it('answers 400 without annotationUID', async () => {
    expect(Object.keys(problemErrors(await api.remove(anna, { annotationUid: null })))).toEqual([
      'annotationUid',
    ]);
  });
});

describe('PUT /api/v1/annotation/hide', () => {
  it('hides by default and shows again with isHidden false; anyone of the tenant may', async () => {
    const note = await annotate(ravi);
    expect(annotationOf(await api.hide(anna, { annotationUID: note.annotationUID })).isHidden).toBe(
      true,
    );
    expect(
      annotationOf(await api.hide(anna, { annotationUID: note.annotationUID, isHidden: true }))
        .isHidden,
    ).toBe(true);
    expect(
      annotationOf(await api.hide(ravi, { annotationUID: note.annotationUID, isHidden: false }))
        .isHidden,
    ).toBe(false);
    expect(
      Object.keys(
        problemErrors(await api.hide(anna, { annotationUID: note.annotationUID, isHidden: 'yes' })),
      ),
    ).toEqual(['isHidden']);
    expect((await api.hide(anna, { annotationUID: 'ann-nope' })).status).toBe(404);
  });
});

describe('PUT /api/v1/annotation/complete and uncomplete', () => {
  it('complete once (406 twice), un-complete once (406 twice), with the messages of spec.md', async () => {
    const note = await annotate(ravi);
    const done = await api.complete(anna, { annotationUID: note.annotationUID });
    expect(done.status).toBe(200);
    expect(annotationOf(done).isCompleted).toBe(true);
    const again = await api.complete(anna, { annotationUID: note.annotationUID });
    expect(again.status).toBe(406);
    expect(again.body).toMatchObject({
      statusCode: 406,
      message: 'The annotation is already completed.',
    });
    const undone = await api.uncomplete(ravi, { annotationUID: note.annotationUID });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ message: 'The annotation was un-completed.' });
    expect(annotationOf(undone).isCompleted).toBe(false);
    const twice = await api.uncomplete(ravi, { annotationUID: note.annotationUID });
    expect(twice.status).toBe(406);
    expect(twice.body).toMatchObject({ message: 'The annotation is not completed.' });
  });

  it('answers 400 without annotationUID and 404 for unknown ones', async () => {
    expect(problemErrors(await api.complete(anna, {})).annotationUID).toBeDefined();
    expect(problemErrors(await api.uncomplete(anna, {})).annotationUID).toBeDefined();
    expect((await api.complete(anna, { annotationUID: 'ann-nope' })).status).toBe(404);
    expect((await api.uncomplete(anna, { annotationUID: 'ann-nope' })).status).toBe(404);
  });
});

describe('read-only projects', () => {
  it('answer 406 to every change of an annotation once the project is Completed', async () => {
    const note = await annotate(ravi);
    const state = await h.call('PUT', '/api/v1/project/state', {
      token: anna,
      body: { projectUID: DEMO_PROJECTS.acmeOatBox, projectState: 'Completed' },
    });
    expect(state.status).toBe(200);
    const ref = { annotationUID: note.annotationUID };
    expect((await api.edit(ravi, { ...ref, text: 'x' })).status).toBe(406);
    expect((await api.remove(ravi, ref)).status).toBe(406);
    expect((await api.hide(ravi, ref)).status).toBe(406);
    expect((await api.complete(ravi, ref)).status).toBe(406);
    expect(
      (
        await api.create(ravi, {
          assetUID: carton,
          pageNumber: 0,
          text: 'x',
          parentAnnotationUID: note.annotationUID,
        })
      ).status,
    ).toBe(406);
    expect((await api.get(ravi, note.annotationUID)).status).toBe(200);
  });
});
