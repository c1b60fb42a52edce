import type { ServiceContext } from '@/offline/platform/context';
import { eventProjectOf } from '@/offline/projects';
import type { RefDocRow } from './rows';
import { KeyedTimers } from '@/offline/assets';

/** Reference documents are stored, not converted: a short queue wait and a size-dependent check (service ms). */
export const REFDOC_PROCESSING_OFFLINE_MS = { queue: 300, base: 500, perMegabyte: 100 } as const;

/** Emits refdoc.uploaded for a document that just became Processed (files and links alike). */
export function emitRefDocUploaded(ctx: ServiceContext, row: RefDocRow): void {
  const project = ctx.db.get('projects', row.projectUID);
  if (!project) return;
  ctx.events.emit(project.clientUID, 'refdoc.uploaded', {
    ProjectUID: project.projectUID,
    RefDocUID: row.refDocUID,
    Name: row.name,
    Project: eventProjectOf(ctx, project),
  });
}

/**
 * Runs uploaded reference documents through Pending -> Processing -> Processed on the
 * service clock (Failed when the stored file went missing). One per service.
 */
export class RefDocProcessor {
  private readonly timers: KeyedTimers;

  constructor(private readonly ctx: ServiceContext) {
    this.timers = new KeyedTimers(ctx);
  }

  enqueue(row: RefDocRow): void {
    this.timers.schedule(row.refDocUID, REFDOC_PROCESSING_OFFLINE_MS.queue, () =>
      this.start(row.refDocUID),
    );
  }

  cancel(refDocUID: string): void {
    this.timers.cancel(refDocUID);
  }

  resume(): void {
    this.timers.cancelAll();
    for (const row of this.ctx.db.rows('refDocs')) {
      if (row.status === 'Pending' || row.status === 'Processing') this.enqueue(row);
    }
  }

  dispose(): void {
    this.timers.cancelAll();
  }

  private start(refDocUID: string): void {
    const row = this.ctx.db.get('refDocs', refDocUID);
    if (!row || (row.status !== 'Pending' && row.status !== 'Processing')) return;
    this.ctx.db.update('refDocs', refDocUID, { status: 'Processing' });
    const { base, perMegabyte } = REFDOC_PROCESSING_OFFLINE_MS;
    const duration = base + (perMegabyte * (row.fileSize ?? 0)) / (1024 * 1024);
    this.timers.schedule(refDocUID, duration, () => this.finish(refDocUID));
  }

  private async finish(refDocUID: string): Promise<void> {
    const row = this.ctx.db.get('refDocs', refDocUID);
    if (row?.status !== 'Processing') return;
    const stored = row.fileKey === null ? undefined : await this.ctx.files.get(row.fileKey);
    // The row may have been deleted while the file store was read.
    if (!this.ctx.db.get('refDocs', refDocUID)) return;
    const done = this.ctx.db.update('refDocs', refDocUID, {
      status: stored ? 'Processed' : 'Failed',
    });
    if (stored && done) emitRefDocUploaded(this.ctx, done);
  }
}
