import type { AssetStatus } from '@/api/types';
import type { DemoArtworkKey } from '@/offline/artwork';

/**
 * Storage rows of assets. Storage shapes, not API types: the wire records are built in
 * record.ts.
 * Every row stays JSON-serializable.
 */

/** How a version's files came to be; decides how processing (or lazy generation) runs. */
type AssetSource =
  /** An upload (upload, upload_url): `originalKey` holds the file, processUpload converts it. */
  | { kind: 'upload' }
  /** upload_packet: `originalKey` holds the ZIP of 0.png, 1.png..., processPacket takes it. */
  | { kind: 'packet' }
  /** Seeded demo artwork: every file is generated on first use (see assets-demo-files.ts). */
  | { kind: 'demo'; artwork: DemoArtworkKey }
  /** Copied in already processed (e.g. from the digital asset library). */
  | { kind: 'copy' };

/**
 * One version of an asset, keyed by {@link assetVersionKey}. Invariants: all versions of
 * one assetUID share projectUID, clientUID, name and fileType; versions count up from 1
 * (a deleted version leaves a gap, numbers are never reused while the asset exists).
 */
export interface AssetVersionRow {
  assetUID: string;
  version: number;
  projectUID: string;
  /** The project's client, copied so quota and scoping need no project lookup. */
  clientUID: string;
  /** File name of the first version; later versions keep it. */
  name: string;
  /** Normalized extension (png, jpg, pdf...); '' only while an extension-less upload is unprocessed. */
  fileType: string;
  /** Media type the original is served with. */
  contentType: string;
  status: AssetStatus;
  /** Why processing failed; null otherwise. */
  statusMessage: string | null;
  /** 0 until processed. */
  pagesCount: number;
  /** Bytes of the original upload (counts against the storage quota). */
  fileSize: number;
  /** UTC ISO date-time of the upload. */
  created: string;
  /** Secret of the file URLs `/files/<token>/...`: `a` + 40 hex digits, unique. */
  token: string;
  /** FileStore key of the original upload; demo rows generate it on first use. */
  originalKey: string;
  /** FileStore keys of the page PNGs, page 0 first; empty until processed. */
  pageKeys: string[];
  /**
   * FileStore keys of the CMYK pages' ink views (null for a page that is not CMYK); absent
   * when no page is, and on rows stored before ink views were made.
   */
  inkViewKeys?: (string | null)[] | undefined;
  /** FileStore key of the JPEG thumbnail; null until processed. */
  thumbnailKey: string | null;
  source: AssetSource;
  /** Uploader; null for seeded and copied versions. */
  uploadedByUserUID: string | null;
  /** The upload task an upload_packet answered; null otherwise. */
  taskUID: string | null;
}

/** Table key of an asset version. */
export function assetVersionKey(assetUID: string, version: number): string {
  return `${assetUID}:${version}`;
}
