import type { AssetStatus, RefDocKind } from '@/api/types';

// Storage shapes, not API types (routes.ts builds the wire records); JSON-serializable.

/** Where a reference document file comes from. */
type RefDocSource = { kind: 'upload' } | { kind: 'demo'; document: 'print-specification' };

/**
 * A reference document of a project, keyed by refDocUID. `Url` documents are plain links
 * (no file, fileSize null, Processed at once); `File` documents are stored files.
 */
export interface RefDocRow {
  refDocUID: string;
  projectUID: string;
  clientUID: string;
  name: string;
  kind: RefDocKind;
  /** Url kind: the link target; File kind: null (the URL is built from the token). */
  linkUrl: string | null;
  status: AssetStatus;
  /** Bytes; null for Url kind. */
  fileSize: number | null;
  contentType: string | null;
  /** UTC ISO date-time. */
  created: string;
  /** File kind: secret of `/files/<token>/<name>`, `d` + 40 hex digits; null for Url kind. */
  token: string | null;
  /** File kind: FileStore key of the file; null for Url kind. */
  fileKey: string | null;
  source: RefDocSource | null;
  uploadedByUserUID: string | null;
}
