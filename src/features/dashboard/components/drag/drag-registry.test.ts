import { describe, expect, it, vi } from 'vitest';
import { testProject } from '../../model/test-projects';
import { DragRegistry } from './drag-registry';

const publish = () => undefined;

describe('DragRegistry', () => {
  it('lists registered slots by kind, as a new snapshot only after a change', () => {
    const registry = new DragRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    const empty = registry.getSlots();
    expect(registry.getSlots()).toBe(empty);

    registry.set('folder', { key: 'f1', fields: { folderUID: 'fld-1' }, publish });
    registry.set('column', { key: 'c1', fields: { columnUID: 'col-1', items: ['p1'] }, publish });
    expect(listener).toHaveBeenCalledTimes(2);
    const two = registry.getSlots();
    expect(two).not.toBe(empty);
    expect(two.folder.map((s) => s.fields.folderUID)).toEqual(['fld-1']);
    expect(two.column.map((s) => s.key)).toEqual(['c1']);
    expect(registry.getSlots()).toBe(two);

    // Re-registering replaces; removing what is not there changes nothing.
    registry.set('folder', { key: 'f1', fields: { folderUID: 'fld-2' }, publish });
    expect(registry.getSlots().folder.map((s) => s.fields.folderUID)).toEqual(['fld-2']);
    const before = registry.getSlots();
    registry.delete('card', 'nope');
    expect(registry.getSlots()).toBe(before);
    registry.delete('folder', 'f1');
    expect(registry.getSlots().folder).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('tells drag listeners about the drag in progress until they unsubscribe', () => {
    const registry = new DragRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribeDrag(listener);
    const card = { project: testProject({ projectUID: 'p1' }), columnUID: 'col-1' };
    registry.setActiveDrag({ card, over: { type: 'folder', folderUID: 'fld-1' } });
    expect(listener).toHaveBeenCalledOnce();
    expect(registry.activeDrag?.over).toEqual({ type: 'folder', folderUID: 'fld-1' });
    unsubscribe();
    registry.setActiveDrag(null);
    expect(listener).toHaveBeenCalledOnce();
    expect(registry.activeDrag).toBeNull();
  });
});
