import { describe, expect, it } from 'vitest';
import { nameStem } from './lookup';
import {
  contentTypeForName,
  extensionForContentType,
  fileNameFromContentDisposition,
  fileNameProblem,
  parseHttpUrl,
} from './validation';

describe('fileNameProblem', () => {
  it('accepts plain names, with spaces, accents and several dots', () => {
    for (const name of ['label.png', 'Front panel v2.final.pdf', 'étiquette.png', 'README'])
      expect(fileNameProblem(name), name).toBeUndefined();
  });

  it('refuses paths, drive letters, control and reserved characters, padding and overlong names', () => {
    expect(fileNameProblem('art/label.png')).toMatch(/not a path/);
    expect(fileNameProblem('art\\label.png')).toMatch(/not a path/);
    expect(fileNameProblem('C:label.png')).toMatch(/not a path/);
    expect(fileNameProblem('..')).toMatch(/not a path/);
    expect(fileNameProblem(' label.png')).toMatch(/spaces/);
    expect(fileNameProblem('a\u0007.png')).toMatch(/control/);
    expect(fileNameProblem('what?.png')).toMatch(/\?/);
    expect(fileNameProblem(`${'a'.repeat(252)}.png`)).toMatch(/255/);
  });
});

describe('parseHttpUrl', () => {
  it('takes absolute http and https URLs only', () => {
    expect(parseHttpUrl('https://example.com/a.png')).toMatchObject({ ok: true });
    expect(parseHttpUrl('http://127.0.0.1:8080/x')).toMatchObject({ ok: true });
    expect(parseHttpUrl('ftp://example.com/a.png')).toEqual({
      ok: false,
      message: 'Only http and https URLs are accepted, not ftp.',
    });
    expect(parseHttpUrl('file:///etc/passwd')).toMatchObject({ ok: false });
    expect(parseHttpUrl('/relative/a.png')).toMatchObject({ ok: false });
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers filename* (RFC 5987), unquotes filename and keeps only the last path segment', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="a.png"; filename*=UTF-8''%C3%A9t%C3%A9.png`,
      ),
    ).toBe('été.png');
    expect(fileNameFromContentDisposition('attachment; filename="say \\"hi\\".png"')).toBe(
      'say "hi".png',
    );
    expect(fileNameFromContentDisposition('inline; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\art\\label.png"')).toBe(
      'label.png',
    );
    expect(fileNameFromContentDisposition('attachment; filename="../"')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });
});

describe('content types', () => {
  it('maps media types to extensions (bin when unknown) and names back to media types', () => {
    expect(extensionForContentType('image/jpeg')).toBe('jpg');
    expect(extensionForContentType('Application/PDF; charset=binary')).toBe('pdf');
    expect(extensionForContentType('application/x-unknown')).toBe('bin');
    expect(extensionForContentType(null)).toBe('bin');
    expect(contentTypeForName('photo.JPEG')).toBe('image/jpeg');
    expect(contentTypeForName('spec.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeForName('notes')).toBe('application/octet-stream');
  });
});

describe('nameStem', () => {
  it('matches names of versions apart from the extension and case', () => {
    expect(nameStem('Label.PNG')).toBe(nameStem('label.jpg'));
    expect(nameStem('.hidden')).toBe('.hidden');
    expect(nameStem('a.b.c')).toBe('a.b');
  });
});
