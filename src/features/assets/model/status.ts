import type { Asset, AssetStatus } from '@/api/types';
import type { BadgeTone } from '@/components/ui';

/** Processing has ended: Processed or Failed. */
export function isSettled(asset: Pick<Asset, 'status'>): boolean {
  return asset.status === 'Processed' || asset.status === 'Failed';
}

export const STATUS_TONE: Readonly<Record<AssetStatus, BadgeTone>> = {
  Pending: 'neutral',
  Processing: 'info',
  Processed: 'success',
  Failed: 'error',
};

/** Only Active and On hold projects change; the service refuses deletes elsewhere (406). */
export function isProjectWritable(state: string): boolean {
  return state === 'Active' || state === 'OnHold';
}
