import { describe, expect, it } from 'vitest';
import {
  annotationOf,
  annotationsEachTest,
  carton,
  leaflet,
  pagesOf,
  rect,
} from '@/offline/testing/annotation-api';
import { problemErrors } from '@/offline/testing/http-client';

const t = annotationsEachTest(['anna', 'ravi', 'lena']);

describe('GET /api/v1/annotation/all', () => {
  it('groups annotations and replies (flat, by parentAnnotationUID) by page, in creation order', async () => {
    const before = pagesOf(await t.api.list(t.lena, `?AssetUID=${leaflet}`));
    const a = annotationOf(
      await t.api.create(t.lena, { assetUID: leaflet, pageNumber: 1, text: 'one', shape: rect }),
    );
    const r = annotationOf(
      await t.api.create(t.anna, {
        assetUID: leaflet,
        pageNumber: 1,
        text: 'reply',
        parentAnnotationUID: a.annotationUID,
      }),
    );
    const b = annotationOf(
      await t.api.create(t.anna, { assetUID: leaflet, pageNumber: 3, text: 'three' }),
    );
    const pages = pagesOf(await t.api.list(t.lena, `?AssetUID=${leaflet}`));
    expect(pages['1']?.slice(-2).map((x) => x.annotationUID)).toEqual([
      a.annotationUID,
      r.annotationUID,
    ]);
    expect(pages['1']?.at(-1)?.parentAnnotationUID).toBe(a.annotationUID);
    expect(pages['3']?.at(-1)?.annotationUID).toBe(b.annotationUID);
    expect(Object.keys(pages).every((key) => /^\d+$/.test(key))).toBe(true);
    expect((pages['1']?.length ?? 0) - (before['1']?.length ?? 0)).toBe(2);

    const only = pagesOf(await t.api.list(t.lena, `?AssetUID=${leaflet}&PageNum=3`));
    expect(Object.keys(only)).toEqual(['3']);
    expect(
      Object.keys(pagesOf(await t.api.list(t.lena, `?assetuid=${leaflet}&pagenum=3`))),
    ).toEqual(['3']);
  });

  it('always has the page asked for, empty when nothing is on it', async () => {
    expect(pagesOf(await t.api.list(t.anna, `?AssetUID=${leaflet}&PageNum=40`))).toEqual({
      '40': [],
    });
  });

  it('answers 400 without AssetUID or with a bad PageNum, 404 for unknown or foreign assets', async () => {
    expect(Object.keys(problemErrors(await t.api.list(t.anna, '')))).toEqual(['AssetUID']);
    expect(
      Object.keys(problemErrors(await t.api.list(t.anna, `?AssetUID=${carton}&PageNum=-1`))),
    ).toEqual(['PageNum']);
    expect(
      Object.keys(problemErrors(await t.api.list(t.anna, `?AssetUID=${carton}&PageNum=one`))),
    ).toEqual(['PageNum']);
    expect((await t.api.list(t.anna, '?AssetUID=ast-nope')).status).toBe(404);
    expect((await t.api.list(t.ravi, `?AssetUID=${leaflet}`)).status).toBe(404);
  });

  it('lists the seeded review threads from several users', async () => {
    const pages = pagesOf(await t.api.list(t.anna, `?AssetUID=${carton}`));
    const all = Object.values(pages).flat();
    expect(new Set(all.map((x) => x.createdBy.userUID)).size).toBeGreaterThan(1);
    expect(all.some((x) => x.parentAnnotationUID !== null)).toBe(true);
    expect(new Set(all.map((x) => x.shape?.type ?? 'comment'))).toEqual(
      new Set(['rect', 'pin', 'ellipse', 'arrow', 'freehand', 'comment']),
    );
  });
});

describe('GET /api/v1/annotation', () => {
  it('reads one; 400 without AnnotationUID; 404 unknown or foreign', async () => {
    const created = annotationOf(
      await t.api.create(t.ravi, { assetUID: carton, pageNumber: 0, text: 'read me' }),
    );
    expect(annotationOf(await t.api.get(t.anna, created.annotationUID))).toEqual(created);
    expect(
      Object.keys(problemErrors(await t.h.call('GET', '/api/v1/annotation', { token: t.anna }))),
    ).toEqual(['AnnotationUID']);
    expect((await t.api.get(t.anna, 'ann-nope')).status).toBe(404);
    expect((await t.api.get(t.lena, created.annotationUID)).status).toBe(404);
  });
});
