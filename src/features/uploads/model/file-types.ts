/**
 * File names as the service compares them: versions of one asset match on the name without
 * its extension (case-insensitive) and must keep the same file type (jpeg = jpg).
 */

const ALIASES: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  jpe: 'jpg',
  jfif: 'jpg',
  dib: 'bmp',
};

/** The normalized extension ("jpg" for "Photo.JPEG"); "" when the name has none. */
export function fileTypeOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  const ext = base.slice(dot + 1).toLowerCase();
  return ALIASES[ext] ?? ext;
}

/** The name without its extension, lower case: what makes an upload the next version of an asset. */
export function nameStem(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).toLowerCase();
}
