import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersToSearchParams,
  parseFilters,
  updateFilters,
  type DashboardFilters,
} from '../model/filters';

export interface FilterUpdateOptions {
  /** Replace the history entry instead of adding one (for typing, so Back is not a keystroke). */
  replace?: boolean;
}

/** The dashboard filters, read from and written to the URL's search parameters. */
export function useDashboardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (change: Partial<DashboardFilters>, options: FilterUpdateOptions = {}) => {
      setParams((current) => filtersToSearchParams(updateFilters(parseFilters(current), change)), {
        replace: options.replace ?? false,
      });
    },
    [setParams],
  );
  return { filters, update };
}

/** A link's search string for the current filters with `change` applied. */
export function searchFor(filters: DashboardFilters, change: Partial<DashboardFilters>): string {
  const text = filtersToSearchParams(updateFilters(filters, change)).toString();
  return text === '' ? '' : `?${text}`;
}
