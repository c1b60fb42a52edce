import { describe, expect, it } from 'vitest';
import { fileTypeFromName, sniffFileType, type SniffResult } from './file-type';
import { solidImage } from './test-inputs';

const RED = [200, 30, 30] as const;

function refusal(result: SniffResult): string {
  if (result.ok) throw new Error(`expected a refusal, got ${result.fileType}`);
  return result.statusMessage;
}
const png = solidImage('png', 4, 4, RED);
const jpeg = solidImage('jpeg', 4, 4, RED);
const pdf = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n');

describe('fileTypeFromName', () => {
  it.each([
    ['Label.PNG', 'png'],
    ['photo.jpeg', 'jpg'],
    ['photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['.hidden', ''],
    ['trailing.', ''],
  ])('%s -> "%s"', (name, type) => {
    expect(fileTypeFromName(name)).toBe(type);
  });
});

describe('sniffFileType', () => {
  it('accepts content that matches the extension and normalizes the type', () => {
    expect(sniffFileType(jpeg, 'front.jpeg')).toEqual({ ok: true, kind: 'jpg', fileType: 'jpg' });
    expect(sniffFileType(pdf, 'dieline.ai')).toEqual({ ok: true, kind: 'pdf', fileType: 'ai' });
  });

  it('refuses an unsupported extension and names the supported ones', () => {
    expect(sniffFileType(png, 'brief.docx')).toEqual({
      ok: false,
      kind: 'png',
      statusMessage:
        'Unsupported file type .docx: upload PNG, JPEG, WebP, GIF, BMP, TIFF, PSD, PSB, SVG, PDF or PDF-compatible AI.',
    });
  });

  it('refuses an extension that contradicts the content', () => {
    const result = sniffFileType(jpeg, 'label.png');

    expect(result.kind).toBe('jpg');
    expect(refusal(result)).toBe(
      'The file is named .png but holds a JPEG image: give it the matching extension (.jpg) or export it again as PNG.',
    );
  });

  it('names a known unsupported format hiding behind a supported extension', () => {
    const tiff = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]);

    expect(refusal(sniffFileType(tiff, 'scan.png'))).toContain('holds a TIFF image');
  });

  it('calls content it cannot recognize damaged', () => {
    const result = sniffFileType(new Uint8Array([1, 2, 3, 4]), 'label.png');

    expect(result.kind).toBeNull();
    expect(refusal(result)).toContain('not a PNG image: it may be damaged');
  });

  it('explains an Illustrator file without PDF content', () => {
    expect(refusal(sniffFileType(new TextEncoder().encode('%!PS-Adobe-3.0'), 'logo.ai'))).toContain(
      'Create PDF Compatible File',
    );
  });

  it('falls back to the content type, then the content, when the name has no extension', () => {
    expect(sniffFileType(png, 'asset', 'image/png')).toEqual({
      ok: true,
      kind: 'png',
      fileType: 'png',
    });
    expect(sniffFileType(png, 'asset')).toEqual({ ok: true, kind: 'png', fileType: 'png' });
    expect(sniffFileType(png, 'asset', 'application/pdf; charset=binary')).toMatchObject({
      ok: false,
      kind: 'png',
    });
    expect(sniffFileType(new Uint8Array([1, 2, 3]), 'asset')).toMatchObject({
      ok: false,
      kind: null,
    });
  });

  it('refuses an empty file', () => {
    expect(refusal(sniffFileType(new Uint8Array(), 'label.png'))).toContain('empty');
  });
});
