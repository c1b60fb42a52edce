import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { indexFolders } from '../model/folder-index';
import { libraryKeys } from './keys';

/** GET /dal/folders: one client's tree (the caller's first client when `clientUID` is null). */
export function folderTreeQueryOptions(clientUID: string | null) {
  return queryOptions({
    queryKey: libraryKeys.tree(clientUID),
    queryFn: ({ signal }) =>
      api.get('/api/v1/dal/folders', { query: clientUID ? { ClientUID: clientUID } : {}, signal }),
  });
}

/** The tree with its index (paths, parents, counts), rebuilt only when the answer changes. */
export function useFolderTree(clientUID: string | null) {
  return useQuery({ ...folderTreeQueryOptions(clientUID), select: indexFolders });
}
