import type { DalAssetHistoryEntry } from '@/api/types';
import type { DemoArtworkKey } from '@/offline/artwork';

/**
 * A folder of a client's digital asset library. Invariant: per client exactly one folder
 * has `parentFolderUID` null (the root), and parent links form a tree.
 */
export interface DalFolderRow {
  folderUID: string;
  clientUID: string;
  /** Null only for the client's root. */
  parentFolderUID: string | null;
  name: string;
  /** UTC ISO date-time; siblings are listed by name, then by creation. */
  created: string;
}

/**
 * The converted files of a library asset in the FileStore, under `dal/<token>/`: pages
 * `page-<n>.png`, `thumbnail.jpg` and `original`. The library keeps its own copies, so
 * deleting the project asset it came from leaves it intact.
 */
export interface DalFiles {
  /** Secret of the file URLs: 40 hex digits. */
  token: string;
  /** 0 while a seeded asset's files are not generated yet. */
  pagesCount: number;
  /** Normalized extension (png, jpg, pdf...). */
  fileType: string;
  /** Media type of the original. */
  contentType: string;
  /** Bytes of the original. */
  fileSize: number;
}

/** A library asset of a client. */
export interface DalAssetRow {
  assetUID: string;
  clientUID: string;
  folderUID: string;
  name: string;
  description: string;
  originProjectUID: string | null;
  tags: string[];
  /** UTC ISO date-time. */
  addedDate: string;
  /** Oldest first; every change adds an entry. */
  history: DalAssetHistoryEntry[];
  files: DalFiles;
  /** Seeded assets: the demo artwork (src/offline/artwork key) their files are drawn from on first use. */
  artworkKey: DemoArtworkKey | null;
}
