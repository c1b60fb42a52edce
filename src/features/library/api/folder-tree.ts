import { useQuery } from '@tanstack/react-query';
import { folderTreeQueryOptions } from '@/entities/library/queries';
import { indexFolders } from '../model/folder-index';

/** The tree with its index (paths, parents, counts), rebuilt only when the answer changes. */
export function useFolderTree(clientUID: string | null) {
  return useQuery({ ...folderTreeQueryOptions(clientUID), select: indexFolders });
}
