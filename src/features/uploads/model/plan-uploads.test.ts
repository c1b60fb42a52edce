import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileTypeOf, nameStem } from './file-types';
import { planUploads } from './plan-uploads';

const named = (name: string) => new File([new Uint8Array(1)], name);

describe('file names', () => {
  it('normalizes extensions the way the service does', () => {
    expect(fileTypeOf('Photo.JPEG')).toBe('jpg');
    expect(fileTypeOf('scan.dib')).toBe('bmp');
    expect(fileTypeOf('README')).toBe('');
    expect(fileTypeOf('.hidden')).toBe('');
    expect(nameStem('Artwork.PNG')).toBe('artwork');
  });
});

describe('planUploads', () => {
  const known = [{ assetUID: 'a1', name: 'artwork.png', version: 2 }];

  it('makes a same-name file the next version and a new name a new asset', () => {
    const plan = planUploads([named('Artwork.png'), named('box.pdf')], known);
    expect(plan).toEqual([
      {
        kind: 'version',
        file: expect.any(File) as File,
        assetName: 'artwork.png',
        currentVersion: 2,
        nextVersion: 3,
      },
      { kind: 'new', file: expect.any(File) as File },
    ]);
  });

  it('refuses a version of another file type, before anything is sent', () => {
    const [entry] = planUploads([named('artwork.pdf')], known);
    expect(entry).toMatchObject({ kind: 'type-mismatch', assetType: 'png', fileType: 'pdf' });
  });

  it('counts earlier files of the same batch (property: versions rise by one per stem)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a.png', 'A.png', 'b.jpg', 'b.jpeg', 'c.gif'), { maxLength: 12 }),
        (names) => {
          const plan = planUploads(names.map(named), []);
          const seen = new Map<string, number>();
          for (const entry of plan) {
            const stem = nameStem(entry.file.name);
            const before = seen.get(stem) ?? 0;
            if (before === 0) expect(entry.kind).toBe('new');
            else expect(entry).toMatchObject({ kind: 'version', nextVersion: before + 1 });
            seen.set(stem, before + 1);
          }
        },
      ),
    );
  });
});
