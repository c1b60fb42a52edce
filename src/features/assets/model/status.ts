import type { AssetStatus } from '@/api/types';
import type { BadgeTone } from '@/components/ui';

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
