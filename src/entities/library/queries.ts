import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { libraryKeys } from './keys';

/** GET /dal/folders: one client's tree (the caller's first client when `clientUID` is null). */
export function folderTreeQueryOptions(clientUID: string | null) {
  return queryOptions({
    queryKey: libraryKeys.tree(clientUID),
    queryFn: ({ signal }) =>
      api.get('/api/v1/dal/folders', { query: clientUID ? { ClientUID: clientUID } : {}, signal }),
  });
}
