import type { StoreApi } from 'zustand/vanilla';

/**
 * Where an upload stands. `uploaded` means the service accepted the file; its processing
 * (Pending -> Processed | Failed) is server state and is read from the asset itself.
 */
export type UploadStatus =
  | 'queued'
  | 'uploading'
  /** Rate limited: goes again by itself at `resumeAt`. */
  | 'waiting'
  | 'paused'
  | 'uploaded'
  | 'failed'
  | 'cancelled'
  /** Refused before sending (a new version must keep the asset's file type). */
  | 'refused';

/** Why a file was refused before sending. */
export interface UploadRefusal {
  assetName: string;
  /** Normalized extensions; "" when there is none. */
  assetType: string;
  fileType: string;
}

/**
 * One file of the queue. Invariants: `sent` is 0..`size`; `assetUID` is set iff status is
 * `uploaded`; `resumeAt` is set iff status is `waiting`; `refusal` is set iff `refused`.
 */
export interface UploadItem {
  readonly id: string;
  readonly file: Blob;
  /** The name sent as FileName (an asset's own name for a new version). */
  readonly fileName: string;
  readonly size: number;
  readonly projectUID: string;
  readonly projectName: string;
  /** The version this upload should become; null for a new asset. */
  readonly version: number | null;
  readonly status: UploadStatus;
  readonly sent: number;
  readonly assetUID: string | null;
  /** The last failure (an ApiError as a rule); null when none. */
  readonly error: unknown;
  readonly resumeAt: number | null;
  readonly refusal: UploadRefusal | null;
}

export interface UploadQueueState {
  /** In the order added; the queue always works on the first eligible item. */
  items: readonly UploadItem[];
  /**
   * Nothing starts until `restart()`: a storage-limit answer (403), or a file that got no answer
   * at all (`network`: the queue goes on by itself once the service answers again).
   */
  stopped: { error: unknown; reason: 'storage' | 'network' } | null;
}

/** What a queue needs from the outside world; tests inject fakes. */
export interface UploadQueueDeps {
  send(
    item: UploadItem,
    options: { signal: AbortSignal; onProgress: (sent: number, total: number) => void },
  ): Promise<{ assetUID: string }>;
  now?: () => number;
  /** Called once per accepted file, after its state is `uploaded`. */
  onUploaded?: (item: UploadItem) => void;
  /** Wait after a 429 that names no Retry-After. */
  defaultRetryAfterSeconds?: number;
}

/** A file to add; `refusal` adds it already refused, so the person sees why it was not sent. */
export interface NewUpload {
  file: Blob;
  fileName: string;
  projectUID: string;
  projectName: string;
  version?: number | null;
  refusal?: UploadRefusal;
}

export interface UploadQueue {
  readonly store: StoreApi<UploadQueueState>;
  /** Adds files at the end and starts the queue; returns their ids. */
  add(uploads: readonly NewUpload[]): string[];
  pause(id: string): void;
  resume(id: string): void;
  cancel(id: string): void;
  /** A failed or cancelled file goes again from its own place in the queue. */
  retry(id: string): void;
  remove(id: string): void;
  /** Drops uploaded, cancelled and refused files from the list. */
  clearFinished(): void;
  /** Continues after a stop. */
  restart(): void;
  /** Continues after a stop for a lost connection; any other stop stays (the service answered). */
  resumeAfterNetwork(): void;
  /** Cancels everything and empties the list (sign-out). */
  reset(): void;
  dispose(): void;
}
