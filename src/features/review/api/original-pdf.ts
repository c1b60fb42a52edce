import type { Asset } from '@/api/types';
import { assetOriginalQueryOptions } from '@/entities/asset/original';

/** The original PDF's bytes of the version under review. */
export function originalQueryOptions(asset: Asset) {
  return assetOriginalQueryOptions(asset.assetUID, asset.version);
}
