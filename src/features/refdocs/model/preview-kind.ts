/** What the app can show of a file by itself. */
export type PreviewKind = 'pdf' | 'image' | 'none';

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'avif']);

/** From the media type when known (it is what the browser goes by), else from the name. */
export function previewKindOf(fileName: string, mediaType?: string): PreviewKind {
  const type = (mediaType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'pdf') return 'pdf';
  return IMAGE_TYPES.has(ext) ? 'image' : 'none';
}
