import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { DalFolder } from '@/api/types';

/**
 * The library side of "Add to library", kept here so the assets feature needs nothing from
 * the library feature: the same `['dal', ...]` key roots, so a copy refreshes an open library.
 */
const dalKeys = {
  all: ['dal'] as const,
  tree: (clientUID: string) => ['dal', 'tree', clientUID] as const,
};

/** A folder of the library as a picker shows it: "Library / Brand assets / Logos". */
export interface LibraryFolderChoice {
  folderUID: string;
  path: string;
}

function flatten(folder: DalFolder, prefix: string, out: LibraryFolderChoice[]): void {
  const path = prefix === '' ? folder.name : `${prefix} / ${folder.name}`;
  out.push({ folderUID: folder.folderUID, path });
  for (const child of folder.subFolders) flatten(child, path, out);
}

/** GET /dal/folders of the project's client, flattened in tree order. */
export function libraryFoldersQueryOptions(clientUID: string) {
  return queryOptions({
    queryKey: dalKeys.tree(clientUID),
    queryFn: ({ signal }) =>
      api.get('/api/v1/dal/folders', { query: { ClientUID: clientUID }, signal }),
  });
}

export function useLibraryFolders(clientUID: string, enabled: boolean) {
  return useQuery({
    ...libraryFoldersQueryOptions(clientUID),
    enabled,
    select: (root) => {
      const out: LibraryFolderChoice[] = [];
      flatten(root, '', out);
      return out;
    },
  });
}

/** POST /dal/asset/folder: copies the asset's latest version into a library folder. */
export function useAddToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { assetUID: string; folderUID: string }) =>
      api.post('/api/v1/dal/asset/folder', { body }),
    meta: { handlesError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dalKeys.all }),
  });
}
