import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFile } from '@/lib/files';
import { refDocKeys } from './keys';

/** The file behind a processed reference document, for the in-app preview. */
export function refDocFileQueryOptions(refDocUID: string, url: string) {
  return queryOptions({
    queryKey: refDocKeys.file(refDocUID, url),
    queryFn: ({ signal }) => fetchFile(url, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

export function useRefDocFile(refDocUID: string, url: string) {
  return useQuery(refDocFileQueryOptions(refDocUID, url));
}
