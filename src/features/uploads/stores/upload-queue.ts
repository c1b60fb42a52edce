import { createStore } from 'zustand/vanilla';
import { isApiError } from '@/api/client';
import type {
  UploadItem,
  UploadQueue,
  UploadQueueDeps,
  UploadQueueState,
  UploadStatus,
} from './upload-types';

export type {
  NewUpload,
  UploadItem,
  UploadQueue,
  UploadQueueDeps,
  UploadQueueState,
  UploadRefusal,
  UploadStatus,
} from './upload-types';

const ACTIVE: ReadonlySet<UploadStatus> = new Set(['queued', 'uploading', 'waiting', 'paused']);

/** True while a file still has work ahead of it (it may be paused). */
export function isPending(item: UploadItem): boolean {
  return ACTIVE.has(item.status);
}

export function createUploadQueue(deps: UploadQueueDeps): UploadQueue {
  const now = deps.now ?? (() => Date.now());
  const store = createStore<UploadQueueState>(() => ({ items: [], stopped: null }));
  let nextId = 1;
  let active: { id: string; controller: AbortController } | null = null;
  let wake: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const find = (id: string) => store.getState().items.find((item) => item.id === id);

  function update(id: string, patch: Partial<UploadItem>): UploadItem | undefined {
    let updated: UploadItem | undefined;
    store.setState((state) => ({
      items: state.items.map((item) => {
        if (item.id !== id) return item;
        updated = { ...item, ...patch };
        return updated;
      }),
    }));
    return updated;
  }

  function clearWake(): void {
    if (wake !== null) clearTimeout(wake);
    wake = null;
  }

  function pump(): void {
    if (disposed || active || store.getState().stopped) return;
    clearWake();
    const next = store
      .getState()
      .items.find((item) => item.status === 'queued' || item.status === 'waiting');
    if (!next) return;
    const due = next.resumeAt ?? 0;
    if (next.status === 'waiting' && due > now()) {
      wake = setTimeout(() => {
        wake = null;
        pump();
      }, due - now());
      return;
    }
    void run(next);
  }

  function fail(id: string, error: unknown): void {
    if (isApiError(error) && error.kind === 'forbidden') {
      // The service stored nothing: the file keeps its place and the whole queue stops.
      update(id, { status: 'queued', sent: 0, error: null });
      store.setState({ stopped: { error, reason: 'storage' } });
      return;
    }
    if (isApiError(error) && error.kind === 'network') {
      // No answer at all: sending the next file would fail alike. The file keeps its place.
      update(id, { status: 'queued', sent: 0, error: null });
      store.setState({ stopped: { error, reason: 'network' } });
      return;
    }
    if (isApiError(error) && error.kind === 'rate-limited') {
      const seconds = error.retryAfterSeconds ?? deps.defaultRetryAfterSeconds ?? 5;
      update(id, { status: 'waiting', sent: 0, error, resumeAt: now() + seconds * 1000 });
      return;
    }
    update(id, { status: 'failed', sent: 0, error });
  }

  async function run(item: UploadItem): Promise<void> {
    const controller = new AbortController();
    active = { id: item.id, controller };
    const started = update(item.id, { status: 'uploading', sent: 0, resumeAt: null }) ?? item;
    try {
      const result = await deps.send(started, {
        signal: controller.signal,
        onProgress: (sent, total) => {
          if (controller.signal.aborted || total <= 0) return;
          const bytes = Math.min(item.size, Math.round((sent / total) * item.size));
          // The last event repeats the total; an unchanged count is no news for the screen.
          if (find(item.id)?.sent !== bytes) update(item.id, { sent: bytes });
        },
      });
      // Paused or cancelled meanwhile: that action already set the state.
      if (controller.signal.aborted) return;
      const done = update(item.id, {
        status: 'uploaded',
        sent: item.size,
        assetUID: result.assetUID,
        error: null,
      });
      if (done) deps.onUploaded?.(done);
    } catch (error) {
      if (!controller.signal.aborted) fail(item.id, error);
    } finally {
      // Cleared only when the request settled, so a paused upload never overlaps the next.
      active = null;
      pump();
    }
  }

  function stop(id: string, status: 'paused' | 'cancelled'): void {
    if (active?.id === id) active.controller.abort();
    update(id, { status, sent: 0, resumeAt: null });
  }

  return {
    store,
    add(uploads) {
      const added: UploadItem[] = uploads.map((upload) => ({
        id: `upload-${nextId++}`,
        file: upload.file,
        fileName: upload.fileName,
        size: upload.file.size,
        projectUID: upload.projectUID,
        projectName: upload.projectName,
        version: upload.version ?? null,
        status: upload.refusal ? 'refused' : 'queued',
        sent: 0,
        assetUID: null,
        error: null,
        resumeAt: null,
        refusal: upload.refusal ?? null,
      }));
      store.setState((state) => ({ items: [...state.items, ...added] }));
      pump();
      return added.map((item) => item.id);
    },
    pause(id) {
      const item = find(id);
      if (item && ['queued', 'uploading', 'waiting'].includes(item.status)) stop(id, 'paused');
      pump();
    },
    resume(id) {
      if (find(id)?.status === 'paused') update(id, { status: 'queued' });
      pump();
    },
    cancel(id) {
      const item = find(id);
      if (item && isPending(item)) stop(id, 'cancelled');
      pump();
    },
    retry(id) {
      const item = find(id);
      if (item && (item.status === 'failed' || item.status === 'cancelled')) {
        update(id, { status: 'queued', sent: 0, error: null });
      }
      pump();
    },
    remove(id) {
      if (active?.id === id) active.controller.abort();
      store.setState((state) => ({ items: state.items.filter((item) => item.id !== id) }));
      pump();
    },
    clearFinished() {
      store.setState((state) => ({
        items: state.items.filter(
          (item) => !['uploaded', 'cancelled', 'refused'].includes(item.status),
        ),
      }));
    },
    restart() {
      store.setState({ stopped: null });
      pump();
    },
    resumeAfterNetwork() {
      if (store.getState().stopped?.reason !== 'network') return;
      store.setState({ stopped: null });
      pump();
    },
    reset() {
      active?.controller.abort();
      clearWake();
      store.setState({ items: [], stopped: null });
    },
    dispose() {
      disposed = true;
      active?.controller.abort();
      clearWake();
    },
  };
}
