import type { DalAsset } from '@/api/types';

/** Grid of thumbnails or rows with columns. */
export type ContentsView = 'grid' | 'list';
export const SORTS = ['name', 'name-desc', 'added-desc', 'added'] as const;
export type ContentsSort = (typeof SORTS)[number];

/**
 * What the Library screen shows, kept in the URL so a reload, a shared link or Back
 * returns to the same place: `client`, `folder`, `view`, `sort`, `q` (text), `tag`
 * (repeatable) and `asset` (the details panel).
 */
export interface LibrarySearch {
  client: string | null;
  folder: string | null;
  view: ContentsView;
  sort: ContentsSort;
  text: string;
  tags: string[];
  asset: string | null;
}

const isSort = (value: string | null): value is ContentsSort =>
  value !== null && (SORTS as readonly string[]).includes(value);

export function readLibrarySearch(params: URLSearchParams): LibrarySearch {
  const sort = params.get('sort');
  return {
    client: params.get('client') || null,
    folder: params.get('folder') || null,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    sort: isSort(sort) ? sort : 'name',
    text: params.get('q') ?? '',
    tags: [...new Set(params.getAll('tag').filter((tag) => tag !== ''))],
    asset: params.get('asset') || null,
  };
}

/** The query string for `search`, leaving defaults out so plain links stay short. */
export function writeLibrarySearch(search: LibrarySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.client) params.set('client', search.client);
  if (search.folder) params.set('folder', search.folder);
  if (search.view !== 'grid') params.set('view', search.view);
  if (search.sort !== 'name') params.set('sort', search.sort);
  if (search.text !== '') params.set('q', search.text);
  for (const tag of search.tags) params.append('tag', tag);
  if (search.asset) params.set('asset', search.asset);
  return params;
}

/** Every tag used in a folder, alphabetically, for the tag filter. */
export function tagsOf(assets: readonly DalAsset[]): string[] {
  return [...new Set(assets.flatMap((asset) => asset.tags))].sort((a, b) => a.localeCompare(b));
}

/**
 * The assets to show: text matches name, description or a tag (case-insensitive), every
 * chosen tag must be present; then sorted (ties by name, so the order is stable).
 */
export function visibleAssets(
  assets: readonly DalAsset[],
  search: Pick<LibrarySearch, 'text' | 'tags' | 'sort'>,
  collator: Intl.Collator,
): DalAsset[] {
  const needle = search.text.trim().toLocaleLowerCase();
  const filtered = assets.filter(
    (asset) =>
      search.tags.every((tag) => asset.tags.includes(tag)) &&
      (needle === '' ||
        asset.name.toLocaleLowerCase().includes(needle) ||
        asset.description.toLocaleLowerCase().includes(needle) ||
        asset.tags.some((tag) => tag.toLocaleLowerCase().includes(needle))),
  );
  const byName = (a: DalAsset, b: DalAsset) => collator.compare(a.name, b.name);
  const compare: Record<ContentsSort, (a: DalAsset, b: DalAsset) => number> = {
    name: byName,
    'name-desc': (a, b) => byName(b, a),
    added: (a, b) => a.addedDate.localeCompare(b.addedDate) || byName(a, b),
    'added-desc': (a, b) => b.addedDate.localeCompare(a.addedDate) || byName(a, b),
  };
  return filtered.sort(compare[search.sort]);
}

/** The newest history entry (history is oldest first). */
export function lastHistoryEntry(asset: DalAsset): DalAsset['history'][number] | undefined {
  return asset.history.at(-1);
}
