import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { serviceInfo } from '@/api/service-info';
import { subscribe as subscribeSession } from '@/api/session';
import { sendAssetUpload } from '../api/send-upload';
import { createUploadQueue, type UploadItem, type UploadQueueState } from './upload-queue';

type UploadedListener = (item: UploadItem) => void;
const uploadedListeners = new Set<UploadedListener>();

/**
 * The app's one upload queue. It lives outside React, so uploads go on while the person
 * moves around the app; it is emptied when the session ends.
 */
export const uploadQueue = createUploadQueue({
  send: sendAssetUpload,
  onUploaded: (item) => {
    for (const listener of uploadedListeners) listener(item);
  },
});

subscribeSession((session) => {
  if (session === null) uploadQueue.reset();
});

// A file that got no answer stopped the queue; the first answer from the service (a screen's
// refresh, the connection notice's probe) means the network is back.
serviceInfo.subscribe(() => {
  if (serviceInfo.getSnapshot().reachable) uploadQueue.resumeAfterNetwork();
});

/** Calls `listener` for each file the service accepts; returns the unsubscribe function. */
export function onAssetUploaded(listener: UploadedListener): () => void {
  uploadedListeners.add(listener);
  return () => uploadedListeners.delete(listener);
}

/** While files are on their way, the screen follows the queue at most this often. */
const VIEW_INTERVAL_MS = 250;

/**
 * What the screen shows: the queue's state, passed on at once after a quiet spell or when the
 * queue has nothing more to do (the last file's "uploaded" never waits), and otherwise at most
 * every 250 ms. A bulk upload of small files changes the queue every few milliseconds, and
 * rendering (and painting) each change would slow the uploads themselves down: the browser's
 * style and layout work for the panel was most of what the queue cost over a bare fetch loop.
 */
const viewStore = createStore<UploadQueueState>(() => uploadQueue.store.getState());
let viewTimer: ReturnType<typeof setTimeout> | null = null;
let lastView = 0;

function showNow(): void {
  if (viewTimer !== null) clearTimeout(viewTimer);
  viewTimer = null;
  lastView = Date.now();
  viewStore.setState(uploadQueue.store.getState(), true);
}

uploadQueue.store.subscribe((state) => {
  if (!state.items.some((item) => item.status === 'uploading' || item.status === 'queued')) {
    showNow();
    return;
  }
  if (viewTimer !== null) return;
  const wait = lastView + VIEW_INTERVAL_MS - Date.now();
  if (wait <= 0) showNow();
  else viewTimer = setTimeout(showNow, wait);
});

export function useUploadQueue<T>(selector: (state: UploadQueueState) => T): T {
  return useStore(viewStore, selector);
}
