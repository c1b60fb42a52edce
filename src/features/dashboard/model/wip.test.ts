import { describe, expect, it } from 'vitest';
import { countOpen, parseWipLimit, wipStatus } from './wip';

describe('work-in-progress limits', () => {
  it('counts active and on-hold projects only', () => {
    expect(
      countOpen([
        { projectState: 'Active' },
        { projectState: 'OnHold' },
        { projectState: 'Completed' },
        { projectState: 'Archived' },
        { projectState: 'InTransit' },
      ]),
    ).toBe(2);
  });

  it('warns only above the limit', () => {
    expect(wipStatus(3, undefined)).toBe('none');
    expect(wipStatus(2, 3)).toBe('under');
    expect(wipStatus(3, 3)).toBe('at');
    expect(wipStatus(4, 3)).toBe('over');
  });

  it('accepts whole numbers in range, empty for none, and nothing else', () => {
    expect(parseWipLimit(' 12 ', 999)).toEqual({ ok: true, limit: 12 });
    expect(parseWipLimit('', 999)).toEqual({ ok: true, limit: null });
    for (const bad of ['0', '1000', '2.5', '-1', 'ten', '1e2']) {
      expect(parseWipLimit(bad, 999)).toEqual({ ok: false });
    }
  });
});
