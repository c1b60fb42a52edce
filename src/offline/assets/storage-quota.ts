import type { ServiceContext } from '@/offline/platform/context';
import { forbidden } from '@/offline/platform/http/errors';
import type { PlanName, UserRow } from '@/offline/users';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/**
 * Storage per client by the uploader's payment plan, in bytes. The real figures are not
 * published; Lite accounts cannot use the API at all, so their quota only matters to
 * the app's own screens.
 */
const DEFAULT_STORAGE_QUOTA: Readonly<Record<PlanName, number>> = {
  Pro: 2 * GiB,
  Lite: 100 * MiB,
};

/**
 * The quota in force for a plan, in bytes: the storageQuotaMB knob when set (the same for
 * every plan), else the service option, else the plan default.
 */
function storageQuotaOf(ctx: ServiceContext, plan: PlanName): number {
  const knobMB = ctx.settings().storageQuotaMB;
  if (knobMB !== null) return Math.floor(knobMB * MiB);
  return ctx.storageQuota[plan] ?? DEFAULT_STORAGE_QUOTA[plan];
}

/** Bytes a client stores: every version of every asset plus reference document files. */
export function storageUsed(ctx: ServiceContext, clientUID: string): number {
  return ctx.db.memo(`storage-used:${clientUID}`, ['assets', 'refDocs'], () => {
    let used = 0;
    for (const row of ctx.db.rows('assets')) if (row.clientUID === clientUID) used += row.fileSize;
    for (const row of ctx.db.rows('refDocs'))
      if (row.clientUID === clientUID) used += row.fileSize ?? 0;
    return used;
  });
}

function sizeText(bytes: number): string {
  const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  if (bytes >= GiB) return `${format.format(bytes / GiB)} GiB`;
  if (bytes >= MiB) return `${format.format(bytes / MiB)} MiB`;
  return `${format.format(bytes)} bytes`;
}

/** 403 when storing `incomingBytes` more would exceed the quota; call it before storing anything. */
export function assertStorageAvailable(
  ctx: ServiceContext,
  user: UserRow,
  clientUID: string,
  incomingBytes: number,
): void {
  const quota = storageQuotaOf(ctx, user.plan);
  const used = storageUsed(ctx, clientUID);
  if (used + incomingBytes > quota) {
    const client = ctx.db.get('clients', clientUID)?.name ?? clientUID;
    throw forbidden(
      `The storage limit of the ${user.plan} plan is reached: ${client} stores ${sizeText(used)} of ${sizeText(quota)}, ` +
        `and this file needs ${sizeText(incomingBytes)}. Nothing was uploaded; delete old versions or assets to make room.`,
    );
  }
}
