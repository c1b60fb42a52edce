import { describe, expect, it } from 'vitest';
import type { DalAsset } from '@/api/types';
import { readLibrarySearch, tagsOf, visibleAssets, writeLibrarySearch } from './library-search';

const asset = (name: string, addedDate: string, tags: string[], description = ''): DalAsset => ({
  assetUID: name,
  name,
  description,
  tags,
  addedDate,
  originProjectUID: null,
  history: [],
  folderUID: 'f',
  thumbnailUrl: null,
});

const assets = [
  asset('b-label.png', '2026-01-02T00:00:00Z', ['jam', 'label']),
  asset('a-leaflet.pdf', '2026-01-03T00:00:00Z', ['jam', 'leaflet'], 'Four pages'),
  asset('C-pouch.jpg', '2026-01-01T00:00:00Z', ['coffee']),
];
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('library search state', () => {
  it('round-trips through the URL and leaves defaults out', () => {
    const search = readLibrarySearch(
      new URLSearchParams('folder=f1&view=list&sort=added-desc&q=jam&tag=a&tag=b&tag=a&asset=x'),
    );
    expect(search).toEqual({
      client: null,
      folder: 'f1',
      view: 'list',
      sort: 'added-desc',
      text: 'jam',
      tags: ['a', 'b'],
      asset: 'x',
    });
    expect(readLibrarySearch(writeLibrarySearch(search))).toEqual(search);
    expect(
      writeLibrarySearch(readLibrarySearch(new URLSearchParams('view=odd&sort=odd'))).toString(),
    ).toBe('');
  });

  it('filters by text in name, description or tags and by every chosen tag', () => {
    const names = (list: DalAsset[]) => list.map((a) => a.name);
    expect(
      names(visibleAssets(assets, { text: 'FOUR', tags: [], sort: 'name' }, collator)),
    ).toEqual(['a-leaflet.pdf']);
    expect(
      names(visibleAssets(assets, { text: '', tags: ['jam'], sort: 'name' }, collator)),
    ).toEqual(['a-leaflet.pdf', 'b-label.png']);
    expect(
      visibleAssets(assets, { text: '', tags: ['jam', 'coffee'], sort: 'name' }, collator),
    ).toEqual([]);
  });

  it('sorts by name either way and by added date either way', () => {
    const sorted = (sort: 'name' | 'name-desc' | 'added' | 'added-desc') =>
      visibleAssets(assets, { text: '', tags: [], sort }, collator).map((a) => a.name[0]);
    expect(sorted('name')).toEqual(['a', 'b', 'C']);
    expect(sorted('name-desc')).toEqual(['C', 'b', 'a']);
    expect(sorted('added')).toEqual(['C', 'b', 'a']);
    expect(sorted('added-desc')).toEqual(['a', 'b', 'C']);
  });

  it('lists the tags in use', () => {
    expect(tagsOf(assets)).toEqual(['coffee', 'jam', 'label', 'leaflet']);
  });
});
