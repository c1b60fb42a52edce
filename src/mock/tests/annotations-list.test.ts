import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ASSETS } from '../seed/assets-seed';
import { annotationApi, annotationOf, pagesOf } from './support/annotation-api';
import { problemErrors, startHttpHarness, type HttpHarness } from './support/http-client';

let h: HttpHarness;
let api: ReturnType<typeof annotationApi>;
let anna: string;
let ravi: string;
let lena: string;

// Granola carton: Acme, Active project, one page. Jam leaflet: Nordic, Active, four pages.
const carton = DEMO_ASSETS.acmeGranolaCarton;
const leaflet = DEMO_ASSETS.nordicJamLeaflet;
const rect = { type: 'rect', points: [0.1, 0.1, 0.5, 0.4], color: '#ff0000' };

beforeEach(async () => {
  h = await startHttpHarness();
  api = annotationApi(h);
  [anna, ravi, lena] = await Promise.all([
    h.login('anna@demo.test'),
    h.login('ravi@demo.test'),
    h.login('lena@demo.test'),
  ]);
});
afterEach(() => h.close());

describe('GET /api/v1/annotation/all', () => {
  it('groups annotations and replies (flat, by parentAnnotationUID) by page, in creation order', async () => {
    const before = pagesOf(await api.list(lena, `?AssetUID=${leaflet}`));
    const a = annotationOf(
      await api.create(lena, { assetUID: leaflet, pageNumber: 1, text: 'one', shape: rect }),
    );
    const r = annotationOf(
      await api.create(anna, {
        assetUID: leaflet,
        pageNumber: 1,
        text: 'reply',
        parentAnnotationUID: a.annotationUID,
      }),
    );
    const b = annotationOf(
      await api.create(anna, { assetUID: leaflet, pageNumber: 3, text: 'three' }),
    );
    const pages = pagesOf(await api.list(lena, `?AssetUID=${leaflet}`));
    expect(pages['1']?.slice(-2).map((x) => x.annotationUID)).toEqual([
      a.annotationUID,
      r.annotationUID,
    ]);
    expect(pages['1']?.at(-1)?.parentAnnotationUID).toBe(a.annotationUID);
    expect(pages['3']?.at(-1)?.annotationUID).toBe(b.annotationUID);
    expect(Object.keys(pages).every((key) => /^\d+$/.test(key))).toBe(true);
    expect((pages['1']?.length ?? 0) - (before['1']?.length ?? 0)).toBe(2);

    const only = pagesOf(await api.list(lena, `?AssetUID=${leaflet}&PageNum=3`));
    expect(Object.keys(only)).toEqual(['3']);
    expect(Object.keys(pagesOf(await api.list(lena, `?assetuid=${leaflet}&pagenum=3`)))).toEqual([
      '3',
    ]);
  });

  it('always has the page asked for, empty when nothing is on it', async () => {
    expect(pagesOf(await api.list(anna, `?AssetUID=${leaflet}&PageNum=40`))).toEqual({ '40': [] });
  });

  it('answers 400 without AssetUID or with a bad PageNum, 404 for unknown or foreign assets', async () => {
    expect(Object.keys(problemErrors(await api.list(anna, '')))).toEqual(['AssetUID']);
    expect(
      Object.keys(problemErrors(await api.list(anna, `?AssetUID=${carton}&PageNum=-1`))),
    ).toEqual(['PageNum']);
    expect(
      Object.keys(problemErrors(await api.list(anna, `?AssetUID=${carton}&PageNum=one`))),
    ).toEqual(['PageNum']);
    expect((await api.list(anna, '?AssetUID=ast-nope')).status).toBe(404);
    expect((await api.list(ravi, `?AssetUID=${leaflet}`)).status).toBe(404);
  });

  it('lists the seeded review threads from several users', async () => {
    const pages = pagesOf(await api.list(anna, `?AssetUID=${carton}`));
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
      await api.create(ravi, { assetUID: carton, pageNumber: 0, text: 'read me' }),
    );
    expect(annotationOf(await api.get(anna, created.annotationUID))).toEqual(created);
    expect(
      Object.keys(problemErrors(await h.call('GET', '/api/v1/annotation', { token: anna }))),
    ).toEqual(['AnnotationUID']);
    expect((await api.get(anna, 'ann-nope')).status).toBe(404);
    expect((await api.get(lena, created.annotationUID)).status).toBe(404);
  });
});
