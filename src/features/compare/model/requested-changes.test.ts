import { describe, expect, it } from 'vitest';
import type { Annotation } from '@/api/types';
import { differenceMask, type Pixels } from './difference';
import { checkRegion, requestedChanges } from './requested-changes';

function annotation(patch: Partial<Annotation>): Annotation {
  return {
    annotationUID: 'a',
    assetUID: 'ast',
    version: 1,
    pageNumber: 0,
    text: 'Fix this',
    parentAnnotationUID: null,
    shape: { type: 'rect', points: [0, 0, 0.5, 0.5] },
    createdBy: { userUID: 'u', fullName: 'Anna' },
    created: '2024-05-01T10:00:00Z',
    isHidden: false,
    isCompleted: false,
    ...patch,
  };
}

describe('requestedChanges', () => {
  it('keeps region annotations of the version, by page then age', () => {
    const pages = {
      '0': [
        annotation({ annotationUID: 'late', created: '2024-05-02T10:00:00Z' }),
        annotation({ annotationUID: 'early' }),
        annotation({ annotationUID: 'reply', parentAnnotationUID: 'early', shape: null }),
        annotation({ annotationUID: 'hidden', isHidden: true }),
        annotation({ annotationUID: 'newer', version: 2 }),
        annotation({ annotationUID: 'note', shape: null }),
      ],
      '1': [annotation({ annotationUID: 'page1', pageNumber: 1, created: '2024-01-01T00:00:00Z' })],
    };
    expect(requestedChanges(pages, 1).map((a) => a.annotationUID)).toEqual([
      'early',
      'late',
      'page1',
    ]);
  });
});

describe('checkRegion', () => {
  const width = 100;
  const height = 50;
  const white = (): Pixels => ({
    width,
    height,
    data: new Uint8ClampedArray(width * height * 4).fill(255),
  });
  const after = white();
  // A changed block at x 10..19, y 10..19.
  for (let y = 10; y < 20; y += 1) {
    for (let x = 10; x < 20; x += 1)
      after.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  const diff = differenceMask(white(), after);

  it('reports the changed share inside the annotated region', () => {
    const check = checkRegion(diff, { type: 'rect', points: [0.1, 0.2, 0.2, 0.4] });
    // The 10 x 10 block inside the 10 x 10 region grown by 6 px on each side.
    expect(check?.region).toEqual({ x: 4, y: 4, width: 22, height: 22 });
    expect(check?.share).toBeCloseTo(100 / (22 * 22));
    expect(check?.changed).toBe(true);
  });

  it('reports a region elsewhere as unchanged', () => {
    const check = checkRegion(diff, { type: 'rect', points: [0.6, 0.5, 0.9, 0.9] });
    expect(check).toMatchObject({ share: 0, changed: false });
  });

  it('has no check for a shape without points', () => {
    expect(checkRegion(diff, { type: 'rect', points: [] })).toBeNull();
  });
});
