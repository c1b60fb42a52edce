import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  keepVisible,
  orderedSelection,
  selectAll,
  selectByEvent,
  selectOnly,
  selectRange,
} from './selection';

const order = ['a', 'b', 'c', 'd', 'e', 'f'];
const plain = { shiftKey: false, ctrlKey: false, metaKey: false };
const ids = (s: { ids: ReadonlySet<string> }) => [...s.ids].sort();

describe('selection', () => {
  it('click selects one, Ctrl or Cmd toggles, Shift selects the range from the anchor', () => {
    let s = selectByEvent(emptySelection, order, 'b', plain);
    expect(ids(s)).toEqual(['b']);
    s = selectByEvent(s, order, 'e', { ...plain, shiftKey: true });
    expect(ids(s)).toEqual(['b', 'c', 'd', 'e']);
    // The anchor stays: a second Shift-click replaces the range.
    s = selectByEvent(s, order, 'a', { ...plain, shiftKey: true });
    expect(ids(s)).toEqual(['a', 'b']);
    s = selectByEvent(s, order, 'f', { ...plain, metaKey: true });
    expect(ids(s)).toEqual(['a', 'b', 'f']);
    s = selectByEvent(s, order, 'a', { ...plain, ctrlKey: true });
    expect(ids(s)).toEqual(['b', 'f']);
  });

  it('Ctrl+Shift adds a range to what is selected', () => {
    const s = selectRange(selectOnly('a'), order, 'a');
    const t = selectByEvent({ ...s, anchor: 'd' }, order, 'f', {
      ...plain,
      shiftKey: true,
      ctrlKey: true,
    });
    expect(ids(t)).toEqual(['a', 'd', 'e', 'f']);
  });

  it('a range without an anchor starts at the item itself', () => {
    expect(ids(selectRange(emptySelection, order, 'c'))).toEqual(['c']);
  });

  it('select all, keep only visible ids, list in display order', () => {
    const all = selectAll(order);
    expect(all.ids.size).toBe(6);
    const kept = keepVisible(all, ['f', 'a']);
    expect(ids(kept)).toEqual(['a', 'f']);
    expect(keepVisible(kept, order)).toBe(kept);
    expect(orderedSelection(kept, ['f', 'a'])).toEqual(['f', 'a']);
  });
});
