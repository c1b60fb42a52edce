import type { ServiceContext } from '@/offline/platform/context';
import { processPacket, processUpload, type ProcessingResult } from '@/offline/platform/processing';
import { eventProjectOf } from '@/offline/projects';
import { assetVersionKey, type AssetVersionRow } from './rows';
import { assetKeys } from './files';
import { versionsOf } from './lookup';
import { KeyedTimers } from './timers';

/**
 * How long processing takes, in service milliseconds (divided by timeScale): a queue wait
 * while Pending, then a conversion time that grows with the pages and the file size.
 */
export const ASSET_PROCESSING_OFFLINE_MS = {
  queue: 500,
  base: 1_000,
  perPage: 400,
  perMegabyte: 200,
} as const;

/** A conversion outcome whose files are already in the FileStore. */
type Converted =
  | {
      ok: true;
      fileType: string;
      pageKeys: string[];
      inkViewKeys: (string | null)[] | undefined;
      thumbnailKey: string;
    }
  | { ok: false; statusMessage: string };

const NO_RASTER_MESSAGE =
  'This offline service was started without an image engine, so files cannot be converted here.';

/** Converts an upload or packet with the service's raster; never rejects. */
async function convertFile(
  ctx: ServiceContext,
  row: Pick<AssetVersionRow, 'name' | 'contentType' | 'source'>,
  bytes: Uint8Array,
): Promise<ProcessingResult> {
  if (!ctx.raster) return { ok: false, statusMessage: NO_RASTER_MESSAGE };
  return row.source.kind === 'packet'
    ? processPacket(bytes, ctx.raster, { fileName: row.name })
    : processUpload({ bytes, fileName: row.name, contentType: row.contentType }, ctx.raster);
}

/** The FileStore keys {@link storeConverted} wrote; inkViewKeys only when a page is CMYK. */
export interface StoredPages {
  pageKeys: string[];
  inkViewKeys: (string | null)[] | undefined;
}

/** Stores a successful conversion's pages, ink views and thumbnail under the version's token. */
export async function storeConverted(
  ctx: ServiceContext,
  token: string,
  result: Extract<ProcessingResult, { ok: true }>,
): Promise<StoredPages> {
  const pageKeys = assetKeys.pages(token, result.pages.length);
  const inkViewKeys = result.pages.map((page, i) =>
    page.inkView ? assetKeys.inkView(token, i) : null,
  );
  await Promise.all(
    result.pages.flatMap((page, i) => [
      ctx.files.put(pageKeys[i] ?? '', page.png, 'image/png'),
      ...(page.inkView
        ? [ctx.files.put(assetKeys.inkView(token, i), page.inkView, 'application/octet-stream')]
        : []),
    ]),
  );
  await ctx.files.put(assetKeys.thumbnail(token), result.thumbnail, 'image/jpeg');
  return { pageKeys, inkViewKeys: inkViewKeys.some(Boolean) ? inkViewKeys : undefined };
}

/**
 * Runs uploads through Pending -> Processing -> Processed | Failed on the service clock and
 * emits asset.uploaded when a version is processed (never when it fails). One per service.
 */
export class AssetProcessor {
  private readonly timers: KeyedTimers;

  constructor(private readonly ctx: ServiceContext) {
    this.timers = new KeyedTimers(ctx);
  }

  /** Queues a Pending (or interrupted Processing) version. */
  enqueue(row: AssetVersionRow): void {
    const key = assetVersionKey(row.assetUID, row.version);
    this.timers.schedule(key, ASSET_PROCESSING_OFFLINE_MS.queue, () => this.start(key, row.token));
  }

  /** Stops the processing of a version (it is being deleted). */
  cancel(row: Pick<AssetVersionRow, 'assetUID' | 'version'>): void {
    this.timers.cancel(assetVersionKey(row.assetUID, row.version));
  }

  /** Restarts every unfinished version (after a reload or reset). */
  resume(): void {
    this.timers.cancelAll();
    for (const row of this.ctx.db.rows('assets')) {
      if (row.status === 'Pending' || row.status === 'Processing') this.enqueue(row);
    }
  }

  dispose(): void {
    this.timers.cancelAll();
  }

  /** The row if it is still the same upload (a deleted and re-made version has a new token). */
  private current(key: string, token: string): AssetVersionRow | undefined {
    const row = this.ctx.db.get('assets', key);
    return row?.token === token ? row : undefined;
  }

  private async start(key: string, token: string): Promise<void> {
    const queued = this.current(key, token);
    if (!queued || (queued.status !== 'Pending' && queued.status !== 'Processing')) return;
    const row =
      this.ctx.db.update('assets', key, { status: 'Processing', statusMessage: null }) ?? queued;
    const converted = await this.convert(row);
    if (!this.current(key, token)) {
      // Deleted while converting: drop what the conversion stored.
      if (converted.ok)
        await Promise.all(
          [
            ...converted.pageKeys,
            ...(converted.inkViewKeys ?? []).filter((k): k is string => k !== null),
            converted.thumbnailKey,
          ].map((k) => this.ctx.files.delete(k)),
        );
      return;
    }
    const pages = converted.ok ? converted.pageKeys.length : 0;
    const { base, perPage, perMegabyte } = ASSET_PROCESSING_OFFLINE_MS;
    const duration = base + perPage * pages + (perMegabyte * row.fileSize) / (1024 * 1024);
    this.timers.schedule(key, duration, () => this.finish(key, token, converted));
  }

  private async convert(row: AssetVersionRow): Promise<Converted> {
    const original = await this.ctx.files.get(row.originalKey);
    if (!original)
      return {
        ok: false,
        statusMessage: 'The uploaded file is no longer stored; upload it again.',
      };
    const result = await convertFile(this.ctx, row, original.bytes);
    if (!result.ok) return result;
    const sibling = versionsOf(this.ctx, row.assetUID).find(
      (other) => other.version !== row.version && other.fileType !== '',
    );
    if (sibling && sibling.fileType !== result.fileType) {
      return {
        ok: false,
        statusMessage: `The file is ${result.fileType.toUpperCase()}, but every version of this asset must be ${sibling.fileType.toUpperCase()}.`,
      };
    }
    const { pageKeys, inkViewKeys } = await storeConverted(this.ctx, row.token, result);
    return {
      ok: true,
      fileType: result.fileType,
      pageKeys,
      inkViewKeys,
      thumbnailKey: assetKeys.thumbnail(row.token),
    };
  }

  private finish(key: string, token: string, converted: Converted): void {
    const row = this.current(key, token);
    if (!row) return;
    if (!converted.ok) {
      this.ctx.db.update('assets', key, {
        status: 'Failed',
        statusMessage: converted.statusMessage,
      });
      return;
    }
    this.ctx.db.update('assets', key, {
      status: 'Processed',
      statusMessage: null,
      fileType: converted.fileType,
      pagesCount: converted.pageKeys.length,
      pageKeys: converted.pageKeys,
      inkViewKeys: converted.inkViewKeys,
      thumbnailKey: converted.thumbnailKey,
    });
    const project = this.ctx.db.get('projects', row.projectUID);
    if (!project) return;
    this.ctx.events.emit(project.clientUID, 'asset.uploaded', {
      ProjectUID: project.projectUID,
      AssetUID: row.assetUID,
      Name: row.name,
      Project: eventProjectOf(this.ctx, project),
    });
  }
}
