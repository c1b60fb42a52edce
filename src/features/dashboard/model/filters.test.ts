import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersToSearchParams,
  nextSort,
  parseFilters,
  PROJECT_STATES,
  SORT_KEYS,
  updateFilters,
  type DashboardFilters,
} from './filters';

const filtersArb: fc.Arbitrary<DashboardFilters> = fc.record({
  view: fc.constantFrom('board' as const, 'list' as const),
  states: fc.subarray([...PROJECT_STATES]),
  query: fc.string(),
  clientUID: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  folderUID: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  sort: fc.record({
    key: fc.constantFrom(...SORT_KEYS),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
});

const roundTrip = (filters: DashboardFilters) =>
  parseFilters(new URLSearchParams(filtersToSearchParams(filters).toString()));

describe('filters in the URL', () => {
  it('any filters survive the trip through a link', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(roundTrip(filters)).toEqual(filters);
      }),
    );
  });

  it('an empty URL is the default view, and the default view is an empty URL', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('writes a readable, stable link', () => {
    const params = filtersToSearchParams({
      view: 'list',
      states: ['Archived', 'Active'],
      query: 'Lemon can',
      clientUID: 'cli-acme',
      folderUID: 'fld-1',
      sort: { key: 'name', direction: 'desc' },
    });
    expect(params.toString()).toBe(
      'view=list&states=Active%2CArchived&q=Lemon+can&client=cli-acme&folder=fld-1&sort=name&dir=desc',
    );
  });

  it('ignores what it does not know and keeps an explicit empty state list', () => {
    const filters = parseFilters(
      new URLSearchParams('view=grid&states=Active,Bogus,Active&sort=size&dir=up&client='),
    );
    expect(filters.view).toBe('board');
    expect(filters.states).toEqual(['Active']);
    expect(filters.sort).toEqual(DEFAULT_FILTERS.sort);
    expect(filters.clientUID).toBeNull();
    expect(parseFilters(new URLSearchParams('states=')).states).toEqual([]);
  });

  it('keeps the query exactly as typed, case and spaces included', () => {
    expect(parseFilters(new URLSearchParams('q=%20Oat%20')).query).toBe(' Oat ');
  });
});

describe('updateFilters and nextSort', () => {
  it('forgets the folder when the client changes, not otherwise', () => {
    const start = { ...DEFAULT_FILTERS, clientUID: 'a', folderUID: 'f' };
    expect(updateFilters(start, { clientUID: 'b' }).folderUID).toBeNull();
    expect(updateFilters(start, { clientUID: 'a' }).folderUID).toBe('f');
    expect(updateFilters(start, { query: 'x' }).folderUID).toBe('f');
  });

  it('puts states in canonical order', () => {
    expect(updateFilters(DEFAULT_FILTERS, { states: ['Archived', 'Active'] }).states).toEqual([
      'Active',
      'Archived',
    ]);
  });

  it('flips the direction on the same column and starts ascending on a new one', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'created')).toEqual({
      key: 'created',
      direction: 'asc',
    });
  });
});

describe('active filter count', () => {
  it('counts the search text and states other than the default, not the client or view', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, query: '  ', view: 'list', clientUID: 'c' }),
    ).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, query: 'Lemon' })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, query: 'Lemon', states: ['Archived'] })).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, states: [] })).toBe(1);
  });
});
