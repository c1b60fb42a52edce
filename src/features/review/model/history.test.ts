import { describe, expect, it } from 'vitest';
import { emptyHistory, record, redo, undo } from './history';

describe('undo history', () => {
  it('undoes and redoes steps in order', () => {
    let history = record(record(emptyHistory<string>(), { before: 'a', after: 'b' }), {
      before: 'b',
      after: 'c',
    });
    const first = undo(history);
    expect(first?.state).toBe('b');
    history = first?.history ?? history;
    expect(undo(history)?.state).toBe('a');
    const again = redo(history);
    expect(again?.state).toBe('c');
    expect(again && redo(again.history)).toBeNull();
  });

  it('forgets the redo branch after a new step', () => {
    const history = record(emptyHistory<string>(), { before: 'a', after: 'b' });
    const undone = undo(history)?.history ?? history;
    const branched = record(undone, { before: 'a', after: 'x' });
    expect(branched.future).toEqual([]);
    expect(undo(emptyHistory())).toBeNull();
  });

  it('keeps at most the limit', () => {
    let history = emptyHistory<number>();
    for (let i = 0; i < 10; i++) history = record(history, { before: i, after: i + 1 }, 3);
    expect(history.past.map((e) => e.after)).toEqual([8, 9, 10]);
  });
});
