import { useQuery } from '@tanstack/react-query';
import { assetQueryOptions } from '@/entities/asset/queries';

/** One version of an asset, asked again until processed (the cache every feature reads). */
export function useAssetVersion(assetUID: string, version: number) {
  return useQuery(assetQueryOptions(assetUID, version));
}
