import { describe, expect, it } from 'vitest';
import type { Annotation } from '@/api/types';
import {
  filterCounts,
  filterThreads,
  isMine,
  markerNumbers,
  otherVersionCount,
  threadsByPage,
} from './threads';

let seq = 0;
function note(partial: Partial<Annotation>): Annotation {
  seq += 1;
  return {
    annotationUID: `a${seq}`,
    assetUID: 'ast',
    version: 2,
    pageNumber: 0,
    text: `note ${seq}`,
    parentAnnotationUID: null,
    shape: { type: 'pin', points: [0.5, 0.5] },
    createdBy: { userUID: 'usr-anna', fullName: 'Anna Berg' },
    created: new Date(Date.UTC(2025, 0, 1, 0, seq)).toISOString(),
    isHidden: false,
    isCompleted: false,
    ...partial,
  };
}

const anna = { userUID: 'usr-anna', fullName: 'Anna Berg' };
const parent = note({ annotationUID: 'p1' });
const pages = {
  '0': [
    parent,
    note({
      parentAnnotationUID: 'p1',
      shape: null,
      createdBy: { userUID: 'usr-ravi', fullName: 'Ravi' },
    }),
    note({ isCompleted: true }),
  ],
  '2': [
    note({ pageNumber: 2, isHidden: true, createdBy: { userUID: 'usr-ravi', fullName: 'Ravi' } }),
    note({ pageNumber: 2, version: 1 }),
  ],
};

describe('threads', () => {
  it("group the version's annotations by page with their replies", () => {
    const byPage = threadsByPage(pages, 2);
    expect(byPage.get(0)?.map((t) => t.annotation.annotationUID)).toEqual(['p1', 'a3']);
    expect(byPage.get(0)?.[0]?.replies).toHaveLength(1);
    expect(byPage.get(2)).toHaveLength(1);
    expect(otherVersionCount(pages, 2)).toBe(1);
  });

  it('filter open, completed, mine and hidden; hidden ones only under Hidden', () => {
    const byPage = threadsByPage(pages, 2);
    const ids = (filter: Parameters<typeof filterThreads>[1]) =>
      filterThreads(byPage, filter, anna).flatMap((g) =>
        g.threads.map((t) => t.annotation.annotationUID),
      );
    expect(ids('all')).toEqual(['p1', 'a3']);
    expect(ids('open')).toEqual(['p1']);
    expect(ids('completed')).toEqual(['a3']);
    expect(ids('hidden')).toEqual(['a4']);
    expect(ids('mine')).toEqual(['p1', 'a3']);
    expect(filterCounts(byPage, anna)).toEqual({
      all: 2,
      open: 1,
      completed: 1,
      mine: 2,
      hidden: 1,
    });
  });

  it('numbers markers per page by creation, hidden ones included, replies never', () => {
    const later = note({ annotationUID: 'late', created: '2025-06-01T00:00:00Z' });
    const earlier = note({ annotationUID: 'early', created: '2025-01-01T00:00:00Z' });
    const hidden = note({ annotationUID: 'hid', created: '2025-03-01T00:00:00Z', isHidden: true });
    const reply = note({ parentAnnotationUID: 'early', created: '2025-02-01T00:00:00Z' });
    const other = note({ annotationUID: 'p2', pageNumber: 1 });
    const byPage = threadsByPage({ '0': [later, hidden, reply, earlier], '1': [other] }, 2);
    const numbers = markerNumbers(byPage.get(0) ?? []);
    expect([...numbers]).toEqual([
      ['early', 1],
      ['hid', 2],
      ['late', 3],
    ]);
    expect(markerNumbers(byPage.get(1) ?? []).get('p2')).toBe(1);
    // The list shows the page's threads in the order of their numbers, whatever the filter.
    const open = filterThreads(byPage, 'all', anna)[0]?.threads.map(
      (t) => t.annotation.annotationUID,
    );
    expect(open).toEqual(['early', 'late']);
  });

  it('order threads and replies by the instant they were made, whatever the offset', () => {
    // 09:30 at +02:00 is 07:30 UTC: before 08:00Z, though its text sorts after it.
    const utc = note({ annotationUID: 'utc', created: '2025-05-01T08:00:00Z' });
    const offset = note({ annotationUID: 'offset', created: '2025-05-01T09:30:00+02:00' });
    const withMs = note({ annotationUID: 'ms', created: '2025-05-01T08:00:00.500Z' });
    const replyLate = note({ parentAnnotationUID: 'utc', created: '2025-05-01T10:00:00.250Z' });
    const replyEarly = note({ parentAnnotationUID: 'utc', created: '2025-05-01T10:00:00Z' });
    const threads = threadsByPage({ '0': [withMs, utc, offset, replyLate, replyEarly] }, 2).get(0);
    expect(threads?.map((t) => t.annotation.annotationUID)).toEqual(['offset', 'utc', 'ms']);
    expect(threads?.[1]?.replies).toEqual([replyEarly, replyLate]);
  });

  it("recognise an external reviewer's own annotations by name", () => {
    const external = { userUID: null, fullName: 'buyer@example.com' };
    expect(
      isMine(note({ createdBy: { userUID: null, fullName: 'buyer@example.com' } }), external),
    ).toBe(true);
    expect(
      isMine(note({ createdBy: { userUID: 'usr-x', fullName: 'buyer@example.com' } }), external),
    ).toBe(false);
  });
});
