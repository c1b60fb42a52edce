import { describe, expect, it } from 'vitest';
import {
  isLayerVisible,
  listLayers,
  overridesKey,
  setLayerVisible,
  type OptionalContentSource,
} from './layers';

function config(groups: [string, string, boolean][], order: unknown): OptionalContentSource {
  const map = new Map(groups.map(([id, name, visible]) => [id, { name, visible }]));
  return { getOrder: () => order, [Symbol.iterator]: () => map.entries() };
}

describe('listLayers', () => {
  it('follows the file order, nested lists flattened, then groups the order leaves out', () => {
    const layers = listLayers(
      config(
        [
          ['1R', 'White ink', true],
          ['2R', 'Dieline', true],
          ['3R', 'Text PL', false],
          ['4R', '', true],
        ],
        ['2R', { name: 'Languages', order: ['3R'] }, ['1R']],
      ),
    );
    expect(layers).toEqual([
      { id: '2R', name: 'Dieline', visibleByDefault: true },
      { id: '3R', name: 'Text PL', visibleByDefault: false },
      { id: '1R', name: 'White ink', visibleByDefault: true },
      { id: '4R', name: '4R', visibleByDefault: true },
    ]);
  });

  it('lists nothing for a file without optional content', () => {
    expect(listLayers(null)).toEqual([]);
    expect(listLayers(config([], null))).toEqual([]);
  });
});

describe('overrides', () => {
  const dieline = { id: '2R', name: 'Dieline', visibleByDefault: true };
  const polish = { id: '3R', name: 'Text PL', visibleByDefault: false };

  it('keeps only the changes from the file default', () => {
    let overrides = setLayerVisible({}, dieline, false);
    overrides = setLayerVisible(overrides, polish, true);
    expect(overrides).toEqual({ '2R': false, '3R': true });
    expect(isLayerVisible(dieline, overrides)).toBe(false);
    expect(isLayerVisible(polish, overrides)).toBe(true);
    expect(setLayerVisible(overrides, dieline, true)).toEqual({ '3R': true });
  });

  it('keys equal overrides alike, whatever their order', () => {
    expect(overridesKey({ b: true, a: false })).toBe(overridesKey({ a: false, b: true }));
    expect(overridesKey({})).toBe('');
    expect(overridesKey({ a: true })).not.toBe(overridesKey({ a: false }));
  });
});
