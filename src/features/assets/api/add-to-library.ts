import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { DalFolder } from '@/api/types';
import { libraryKeys } from '@/entities/library/keys';
import { folderTreeQueryOptions } from '@/entities/library/queries';

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

/** The library folders of the project's client, flattened in tree order. */
export function useLibraryFolders(clientUID: string, enabled: boolean) {
  return useQuery({
    ...folderTreeQueryOptions(clientUID),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
