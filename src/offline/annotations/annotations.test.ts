import { describe, expect, it } from 'vitest';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import {
  annotationOf,
  annotationsEachTest,
  carton,
  eventData,
  leaflet,
  rect,
} from '@/offline/testing/annotation-api';
import { problemErrors } from '@/offline/testing/http-client';

const t = annotationsEachTest(['anna', 'ravi', 'lena']);

describe('POST /api/v1/annotation', () => {
  it('adds a region annotation on the latest version and emits annotation.added', async () => {
    const answer = await t.api.create(t.ravi, {
      assetUID: carton,
      pageNumber: 0,
      text: 'Move the logo up.',
      shape: rect,
    });
    expect(answer.status).toBe(200);
    const created = annotationOf(answer);
    expect(created).toEqual({
      annotationUID: expect.any(String) as unknown,
      assetUID: carton,
      version: 1,
      pageNumber: 0,
      text: 'Move the logo up.',
      parentAnnotationUID: null,
      shape: rect,
      createdBy: { userUID: DEMO_USERS.ravi, fullName: 'Ravi Kumar' },
      created: expect.stringMatching(/Z$/) as unknown,
      isHidden: false,
      isCompleted: false,
    });
    const [added] = eventData(t.h, 'annotation.added');
    expect(added).toMatchObject({
      ProjectUID: DEMO_PROJECTS.acmeOatBox,
      AnnotationUID: created.annotationUID,
      AssetUID: carton,
      Text: 'Move the logo up.',
    });
    expect(added?.Project.ProjectUID).toBe(DEMO_PROJECTS.acmeOatBox);
  });

  it('takes the latest version of a versioned asset and any page of a multipage one', async () => {
    const label = annotationOf(
      await t.api.create(t.lena, {
        assetUID: DEMO_ASSETS.nordicJamLabel,
        pageNumber: 0,
        text: 'v2 note',
      }),
    );
    expect(label).toMatchObject({ version: 2, shape: null });
    const onPage3 = annotationOf(
      await t.api.create(t.lena, {
        assetUID: leaflet,
        pageNumber: 3,
        text: 'Last page',
        shape: { type: 'pin', points: [0.5, 0.5] },
      }),
    );
    expect(onPage3).toMatchObject({ pageNumber: 3, shape: { type: 'pin', points: [0.5, 0.5] } });
  });

  it('answers 400 with every field problem keyed as sent', async () => {
    expect(Object.keys(problemErrors(await t.api.create(t.anna, {}))).sort()).toEqual([
      'assetUID',
      'pageNumber',
      'text',
    ]);
    const blank = problemErrors(
      await t.api.create(t.anna, { assetUID: carton, pageNumber: -1, text: '   ' }),
    );
    expect(Object.keys(blank).sort()).toEqual(['pageNumber', 'text']);
    expect(
      problemErrors(await t.api.create(t.anna, { assetUID: carton, pageNumber: 0.5, text: 'x' }))
        .pageNumber,
    ).toBeDefined();
    expect(
      problemErrors(
        await t.api.create(t.anna, { assetUID: carton, pageNumber: 0, text: 'x'.repeat(4001) }),
      ).text,
    ).toBeDefined();
  });

  it.each([
    ['an unknown type', { type: 'star', points: [0.1, 0.1] }, 'shape.type'],
    ['an odd count of numbers', { type: 'freehand', points: [0.1, 0.2, 0.3] }, 'shape.points'],
    ['a coordinate outside 0..1', { type: 'rect', points: [0.1, 0.1, 1.2, 0.4] }, 'shape.points'],
    ['a pin with two points', { type: 'pin', points: [0.1, 0.1, 0.2, 0.2] }, 'shape.points'],
    ['a rect with one point', { type: 'rect', points: [0.1, 0.1] }, 'shape.points'],
    [
      'an ellipse with three points',
      { type: 'ellipse', points: [0.1, 0.1, 0.2, 0.2, 0.3, 0.3] },
      'shape.points',
    ],
    ['an arrow with one point', { type: 'arrow', points: [0.1, 0.1] }, 'shape.points'],
    ['a freehand with one point', { type: 'freehand', points: [0.1, 0.1] }, 'shape.points'],
    ['text in points', { type: 'pin', points: ['0.1', '0.1'] }, 'shape.points'],
    [
      'a colour that is no #rrggbb',
      { type: 'pin', points: [0.1, 0.1], color: 'red' },
      'shape.color',
    ],
    ['no points', { type: 'pin' }, 'shape.points'],
    ['a shape that is no object', 'rect', 'shape'],
  ])('answers 400 for a shape with %s', async (_label, shape, key) => {
    const errors = problemErrors(
      await t.api.create(t.anna, { assetUID: carton, pageNumber: 0, text: 'x', shape }),
    );
    expect(Object.keys(errors)).toEqual([key]);
  });

  it('accepts every shape type with its point count', async () => {
    for (const shape of [
      { type: 'pin', points: [0, 1] },
      { type: 'ellipse', points: [0.2, 0.2, 0.4, 0.3] },
      { type: 'arrow', points: [0.9, 0.9, 0.5, 0.5], color: '#00AA11' },
      { type: 'freehand', points: [0.1, 0.1, 0.2, 0.3, 0.25, 0.35] },
    ]) {
      expect(
        (await t.api.create(t.anna, { assetUID: carton, pageNumber: 0, text: shape.type, shape }))
          .status,
      ).toBe(200);
    }
  });

  it("answers 404 for an unknown or another tenant's asset and for a page the asset does not have", async () => {
    expect(
      (await t.api.create(t.anna, { assetUID: 'ast-nope', pageNumber: 0, text: 'x' })).status,
    ).toBe(404);
    expect(
      (await t.api.create(t.lena, { assetUID: carton, pageNumber: 0, text: 'x' })).status,
    ).toBe(404);
    const beyond = await t.api.create(t.anna, { assetUID: carton, pageNumber: 1, text: 'x' });
    expect(beyond.status).toBe(404);
    expect(beyond.body).toMatchObject({
      statusCode: 404,
      message: expect.stringMatching(/page 1 does not exist/) as unknown,
    });
    expect(
      (await t.api.create(t.anna, { assetUID: leaflet, pageNumber: 4, text: 'x' })).status,
    ).toBe(404);
  });

  it('answers 406 on a Completed project (read-only)', async () => {
    const answer = await t.api.create(t.anna, {
      assetUID: DEMO_ASSETS.acmeTeaCarton,
      pageNumber: 0,
      text: 'Too late',
    });
    expect(answer.status).toBe(406);
  });
});

describe('replies', () => {
  it('are comments with parentAnnotationUID and no shape, on the parent page', async () => {
    const thread = annotationOf(
      await t.api.create(t.lena, {
        assetUID: leaflet,
        pageNumber: 2,
        text: 'Allergen in bold?',
        shape: rect,
      }),
    );
    const reply = annotationOf(
      await t.api.create(t.anna, {
        assetUID: leaflet,
        pageNumber: 2,
        text: 'Yes, fixed.',
        parentAnnotationUID: thread.annotationUID,
      }),
    );
    expect(reply).toMatchObject({
      parentAnnotationUID: thread.annotationUID,
      shape: null,
      pageNumber: 2,
      createdBy: { userUID: DEMO_USERS.anna },
    });
    expect(eventData(t.h, 'annotation.added').map((d) => d.AnnotationUID)).toEqual([
      thread.annotationUID,
      reply.annotationUID,
    ]);

    const withShape = await t.api.create(t.anna, {
      assetUID: leaflet,
      pageNumber: 2,
      text: 'x',
      parentAnnotationUID: thread.annotationUID,
      shape: rect,
    });
    expect(Object.keys(problemErrors(withShape))).toEqual(['shape']);
    expect(
      (
        await t.api.create(t.anna, {
          assetUID: leaflet,
          pageNumber: 2,
          text: 'x',
          parentAnnotationUID: 'ann-nope',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.api.create(t.anna, {
          assetUID: leaflet,
          pageNumber: 2,
          text: 'x',
          parentAnnotationUID: reply.annotationUID,
        })
      ).status,
    ).toBe(412);
    expect(
      (
        await t.api.create(t.anna, {
          assetUID: leaflet,
          pageNumber: 1,
          text: 'x',
          parentAnnotationUID: thread.annotationUID,
        })
      ).status,
    ).toBe(412);
    const otherAsset = await t.api.create(t.anna, {
      assetUID: DEMO_ASSETS.nordicJamLabel,
      pageNumber: 0,
      text: 'x',
      parentAnnotationUID: thread.annotationUID,
    });
    expect(otherAsset.status).toBe(412);
  });
});
