/**
 * Files of a drop, folders included: a dropped folder arrives as a DataTransferItem whose
 * FileSystemEntry is read recursively (webkitGetAsEntry). Only the subset of the entry API
 * used here is typed, so tests can hand in plain objects.
 */

export interface FileEntryLike {
  isFile: true;
  isDirectory: false;
  name: string;
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}

export interface DirectoryReaderLike {
  readEntries(success: (entries: EntryLike[]) => void, failure?: (error: unknown) => void): void;
}

export interface DirectoryEntryLike {
  isFile: false;
  isDirectory: true;
  name: string;
  createReader(): DirectoryReaderLike;
}

export type EntryLike = FileEntryLike | DirectoryEntryLike;

/** What a DataTransferItem offers; webkitGetAsEntry is missing in some test environments. */
export interface DropItemLike {
  kind: string;
  getAsFile(): File | null;
  webkitGetAsEntry?: () => EntryLike | null;
}

function readFile(entry: FileEntryLike): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

function readBatch(reader: DirectoryReaderLike): Promise<EntryLike[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

/** Hidden files (".DS_Store") and system files ("Thumbs.db") are never artwork. */
function isJunk(name: string): boolean {
  return name.startsWith('.') || name.toLowerCase() === 'thumbs.db';
}

/** Every file under an entry, depth first, in the order the browser lists them. */
export async function filesOfEntry(entry: EntryLike): Promise<File[]> {
  if (isJunk(entry.name)) return [];
  if (entry.isFile) return [await readFile(entry)];
  const reader = entry.createReader();
  const files: File[] = [];
  // readEntries answers in batches (100 in Chromium) until it answers an empty one.
  for (;;) {
    const batch = await readBatch(reader);
    if (batch.length === 0) break;
    for (const child of batch) files.push(...(await filesOfEntry(child)));
  }
  return files;
}

/**
 * The files of a drop. Entries must be taken synchronously, before the first await: the
 * browser empties the DataTransfer once the drop event handler returns.
 */
export function filesOfDrop(items: readonly DropItemLike[]): Promise<File[]> {
  const sources = items
    .filter((item) => item.kind === 'file')
    .map((item) => ({ entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile() }));
  return Promise.all(
    sources.map(({ entry, file }) =>
      entry ? filesOfEntry(entry) : Promise.resolve(file ? [file] : []),
    ),
  ).then((lists) => lists.flat());
}
