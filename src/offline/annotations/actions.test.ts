import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import {
  addNote,
  annotationOf,
  annotationsEachTest,
  carton,
  eventData,
} from '@/offline/testing/annotation-api';
import { problemErrors } from '@/offline/testing/http-client';

const t = annotationsEachTest(['anna', 'ravi']);
const annotate = (token: string, extra?: Record<string, unknown>) =>
  addNote(t.api, token, carton, extra);

describe('PUT /api/v1/annotation (edit)', () => {
  it('lets the creator change the text and emits annotation.edited with the added Data', async () => {
    const note = await annotate(t.ravi);
    const answer = await t.api.edit(t.ravi, {
      annotationUID: note.annotationUID,
      text: 'Check the barcode quiet zone.',
    });
    expect(answer.status).toBe(200);
    expect(annotationOf(answer)).toEqual({ ...note, text: 'Check the barcode quiet zone.' });
    const [edited] = eventData(t.h, 'annotation.edited');
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
    const note = await annotate(t.ravi);
    const foreign = await t.api.edit(t.anna, {
      annotationUID: note.annotationUID,
      text: 'Mine now',
    });
    expect(foreign.status).toBe(412);
    expect(foreign.body).toMatchObject({
      statusCode: 412,
      message: expect.stringMatching(/Only the creator/) as unknown,
    });
    expect(
      Object.keys(
        problemErrors(await t.api.edit(t.ravi, { annotationUID: note.annotationUID, text: '' })),
      ),
    ).toEqual(['text']);
    expect((await t.api.edit(t.ravi, { annotationUID: 'ann-nope', text: 'x' })).status).toBe(404);
    expect(eventData(t.h, 'annotation.edited')).toHaveLength(0);
  });
});

describe('DELETE /api/v1/annotation', () => {
  it('is for the creator only (412), and takes the replies of a thread with it', async () => {
    const thread = await annotate(t.ravi, { shape: { type: 'pin', points: [0.3, 0.3] } });
    const replies = [
      await annotate(t.anna, { text: 'On it', parentAnnotationUID: thread.annotationUID }),
      await annotate(t.ravi, { text: 'Thanks', parentAnnotationUID: thread.annotationUID }),
    ];
    expect((await t.api.remove(t.anna, { annotationUID: thread.annotationUID })).status).toBe(412);
    const answer = await t.api.remove(t.ravi, { annotationUID: thread.annotationUID });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/2 comment/) as unknown });
    for (const gone of [thread, ...replies])
      expect((await t.api.get(t.ravi, gone.annotationUID)).status).toBe(404);
    expect(eventData(t.h, 'annotation.deleted').map((d) => d.AnnotationUID)).toEqual(
      [thread, ...replies].map((a) => a.annotationUID),
    );
    expect(eventData(t.h, 'annotation.deleted')[0]).toMatchObject({
      ProjectUID: DEMO_PROJECTS.acmeOatBox,
      AssetUID: carton,
    });
    expect((await t.api.remove(t.ravi, { annotationUID: thread.annotationUID })).status).toBe(404);
  });

  it('deletes a single reply and leaves the thread', async () => {
    const thread = await annotate(t.ravi);
    const reply = await annotate(t.anna, {
      text: 'Reply',
      parentAnnotationUID: thread.annotationUID,
    });
    expect((await t.api.remove(t.anna, { annotationUID: reply.annotationUID })).status).toBe(200);
    expect((await t.api.get(t.anna, thread.annotationUID)).status).toBe(200);
  });

  it('answers 400 without annotationUID', async () => {
    expect(Object.keys(problemErrors(await t.api.remove(t.anna, { annotationUid: null })))).toEqual(
      ['annotationUid'],
    );
  });
});

describe('PUT /api/v1/annotation/hide', () => {
  it('hides by default and shows again with isHidden false; anyone of the tenant may', async () => {
    const note = await annotate(t.ravi);
    expect(
      annotationOf(await t.api.hide(t.anna, { annotationUID: note.annotationUID })).isHidden,
    ).toBe(true);
    expect(
      annotationOf(await t.api.hide(t.anna, { annotationUID: note.annotationUID, isHidden: true }))
        .isHidden,
    ).toBe(true);
    expect(
      annotationOf(await t.api.hide(t.ravi, { annotationUID: note.annotationUID, isHidden: false }))
        .isHidden,
    ).toBe(false);
    expect(
      Object.keys(
        problemErrors(
          await t.api.hide(t.anna, { annotationUID: note.annotationUID, isHidden: 'yes' }),
        ),
      ),
    ).toEqual(['isHidden']);
    expect((await t.api.hide(t.anna, { annotationUID: 'ann-nope' })).status).toBe(404);
  });
});

describe('PUT /api/v1/annotation/complete and uncomplete', () => {
  it('complete once (406 twice), un-complete once (406 twice), with the messages of spec.md', async () => {
    const note = await annotate(t.ravi);
    const done = await t.api.complete(t.anna, { annotationUID: note.annotationUID });
    expect(done.status).toBe(200);
    expect(annotationOf(done).isCompleted).toBe(true);
    const again = await t.api.complete(t.anna, { annotationUID: note.annotationUID });
    expect(again.status).toBe(406);
    expect(again.body).toMatchObject({
      statusCode: 406,
      message: 'The annotation is already completed.',
    });
    const undone = await t.api.uncomplete(t.ravi, { annotationUID: note.annotationUID });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ message: 'The annotation was un-completed.' });
    expect(annotationOf(undone).isCompleted).toBe(false);
    const twice = await t.api.uncomplete(t.ravi, { annotationUID: note.annotationUID });
    expect(twice.status).toBe(406);
    expect(twice.body).toMatchObject({ message: 'The annotation is not completed.' });
  });

  it('answers 400 without annotationUID and 404 for unknown ones', async () => {
    expect(problemErrors(await t.api.complete(t.anna, {})).annotationUID).toBeDefined();
    expect(problemErrors(await t.api.uncomplete(t.anna, {})).annotationUID).toBeDefined();
    expect((await t.api.complete(t.anna, { annotationUID: 'ann-nope' })).status).toBe(404);
    expect((await t.api.uncomplete(t.anna, { annotationUID: 'ann-nope' })).status).toBe(404);
  });
});

describe('read-only projects', () => {
  it('answer 406 to every change of an annotation once the project is Completed', async () => {
    const note = await annotate(t.ravi);
    const state = await t.h.call('PUT', '/api/v1/project/state', {
      token: t.anna,
      body: { projectUID: DEMO_PROJECTS.acmeOatBox, projectState: 'Completed' },
    });
    expect(state.status).toBe(200);
    const ref = { annotationUID: note.annotationUID };
    expect((await t.api.edit(t.ravi, { ...ref, text: 'x' })).status).toBe(406);
    expect((await t.api.remove(t.ravi, ref)).status).toBe(406);
    expect((await t.api.hide(t.ravi, ref)).status).toBe(406);
    expect((await t.api.complete(t.ravi, ref)).status).toBe(406);
    expect(
      (
        await t.api.create(t.ravi, {
          assetUID: carton,
          pageNumber: 0,
          text: 'x',
          parentAnnotationUID: note.annotationUID,
        })
      ).status,
    ).toBe(406);
    expect((await t.api.get(t.ravi, note.annotationUID)).status).toBe(200);
  });
});
