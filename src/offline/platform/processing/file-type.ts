import { isSvg } from './formats/svg';
import { startsWith, type BitmapKind } from './image-size';

/** Content kinds the engine converts, as detected from magic bytes. */
export type FileKind = BitmapKind | 'pdf' | 'tif' | 'psd' | 'svg';

/** Outcome of checking an upload's name against its content. */
export type SniffResult =
  | {
      ok: true;
      kind: FileKind;
      /** Normalized extension (see fileTypeFromName); the asset's file type. */
      fileType: string;
    }
  | {
      ok: false;
      /** What the content is, when recognized. */
      kind: FileKind | null;
      statusMessage: string;
    };

const EXTENSION_ALIASES: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  jpe: 'jpg',
  jfif: 'jpg',
  dib: 'bmp',
  tiff: 'tif',
};

/** Which content each accepted file type must hold. Illustrator files are accepted when PDF-compatible. */
const ACCEPTED: Readonly<Record<string, FileKind>> = {
  png: 'png',
  jpg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  bmp: 'bmp',
  pdf: 'pdf',
  ai: 'pdf',
  tif: 'tif',
  psd: 'psd',
  psb: 'psd',
  svg: 'svg',
};

const KIND_NAMES: Readonly<Record<FileKind, string>> = {
  png: 'a PNG image',
  jpg: 'a JPEG image',
  webp: 'a WebP image',
  gif: 'a GIF image',
  bmp: 'a BMP image',
  pdf: 'a PDF document',
  tif: 'a TIFF image',
  psd: 'a Photoshop document',
  svg: 'an SVG image',
};

const FORMAT_LABELS: Readonly<Record<FileKind, string>> = {
  png: 'PNG',
  jpg: 'JPEG',
  webp: 'WebP',
  gif: 'GIF',
  bmp: 'BMP',
  pdf: 'PDF',
  tif: 'TIFF',
  psd: 'PSD',
  svg: 'SVG',
};

const CONTENT_TYPES: Readonly<Record<string, FileKind>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'application/pdf': 'pdf',
  'image/tiff': 'tif',
  'image/vnd.adobe.photoshop': 'psd',
  'image/svg+xml': 'svg',
};

/** Exactly the types the engine converts; README, the contract and the upload dialogs list the same. */
export const SUPPORTED_LIST =
  'PNG, JPEG, WebP, GIF, BMP, TIFF, PSD, PSB, SVG, PDF or PDF-compatible AI';

/**
 * The normalized file type of a file name: its extension in lower case, with aliases
 * folded (jpeg -> jpg). Empty when the name has no extension. Versions of one asset must
 * share this value.
 */
export function fileTypeFromName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  const ext = base.slice(dot + 1).toLowerCase();
  return EXTENSION_ALIASES[ext] ?? ext;
}

/** The content kind from magic bytes, or null when it is none the engine converts. */
export function detectKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tif';
  if (startsWith(bytes, [0x38, 0x42, 0x50, 0x53])) return 'psd';
  if (isSvg(bytes)) return 'svg';
  // The PDF header may follow up to 1 KB of junk.
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  return null;
}

/** Names of well-known formats the engine does not convert, for a clearer refusal. */
function describeUnsupported(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b]))
    return 'a BigTIFF image (save it as a classic TIFF)';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'a ZIP archive or Office document';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return 'an Office document (Word, Excel or PowerPoint)';
  if (startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return 'an EPS file';
  if (startsWith(bytes, [0x25, 0x21, 0x50, 0x53])) return 'a PostScript or EPS file';
  const brand = String.fromCharCode(...bytes.subarray(4, 12));
  if (brand === 'ftypavif') return 'an AVIF image';
  if (brand.startsWith('ftyphei') || brand === 'ftypmif1') return 'a HEIC image';
  return null;
}

function mismatch(fileType: string, kind: FileKind | null, bytes: Uint8Array): SniffResult {
  const expected = ACCEPTED[fileType];
  if (fileType === 'ai' && kind === null) {
    return {
      ok: false,
      kind,
      statusMessage:
        'This Illustrator file has no PDF content: save it with "Create PDF Compatible File" turned on, or export a PDF.',
    };
  }
  if (kind === null) {
    const other = describeUnsupported(bytes);
    const what = expected ? KIND_NAMES[expected] : 'a supported file';
    return {
      ok: false,
      kind,
      statusMessage: other
        ? `The file is named .${fileType} but holds ${other}: upload ${SUPPORTED_LIST}.`
        : `The file is named .${fileType} but is not ${what}: it may be damaged or incomplete. Export it again and upload the new file.`,
    };
  }
  const target = expected ? FORMAT_LABELS[expected] : fileType.toUpperCase();
  return {
    ok: false,
    kind,
    statusMessage: `The file is named .${fileType} but holds ${KIND_NAMES[kind]}: give it the matching extension (.${kind}) or export it again as ${target}.`,
  };
}

/**
 * Checks that an upload's name and content agree and that the engine converts it.
 * The type comes from the magic bytes; the extension must agree with it. A name without
 * an extension falls back to the content type, then to the content itself.
 */
export function sniffFileType(
  bytes: Uint8Array,
  fileName: string,
  contentType?: string,
): SniffResult {
  if (bytes.length === 0)
    return {
      ok: false,
      kind: null,
      statusMessage: 'The file is empty (0 bytes): upload it again.',
    };
  const kind = detectKind(bytes);
  const fileType = fileTypeFromName(fileName);
  if (fileType === '') {
    const declared = CONTENT_TYPES[(contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''];
    if (kind && (!declared || declared === kind)) return { ok: true, kind, fileType: kind };
    if (declared) return mismatch(declared, kind, bytes);
    const other = describeUnsupported(bytes);
    return {
      ok: false,
      kind,
      statusMessage: `The file has no extension and its type is not recognized${other ? ` (it holds ${other})` : ''}: upload ${SUPPORTED_LIST}.`,
    };
  }
  const expected = ACCEPTED[fileType];
  if (!expected) {
    return {
      ok: false,
      kind,
      statusMessage: `Unsupported file type .${fileType}: upload ${SUPPORTED_LIST}.`,
    };
  }
  if (kind !== expected) return mismatch(fileType, kind, bytes);
  return { ok: true, kind, fileType };
}
