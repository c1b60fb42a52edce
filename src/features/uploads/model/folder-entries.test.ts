import { describe, expect, it } from 'vitest';
import {
  filesOfDrop,
  type DirectoryEntryLike,
  type EntryLike,
  type FileEntryLike,
} from './folder-entries';

function fileEntry(name: string): FileEntryLike {
  return { isFile: true, isDirectory: false, name, file: (ok) => ok(new File(['x'], name)) };
}

/** A folder whose reader answers in batches of two, like browsers that page their answers. */
function folder(name: string, children: EntryLike[]): DirectoryEntryLike {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader() {
      let offset = 0;
      return {
        readEntries(ok) {
          const batch = children.slice(offset, offset + 2);
          offset += batch.length;
          setTimeout(() => ok(batch), 0);
        },
      };
    },
  };
}

describe('filesOfDrop', () => {
  it('reads dropped folders recursively and skips hidden and system files', async () => {
    const tree = folder('job', [
      fileEntry('front.png'),
      fileEntry('.DS_Store'),
      folder('back', [fileEntry('back.pdf'), fileEntry('Thumbs.db'), fileEntry('side.jpg')]),
      fileEntry('spec.pdf'),
    ]);
    const files = await filesOfDrop([
      { kind: 'file', getAsFile: () => null, webkitGetAsEntry: () => tree },
      { kind: 'file', getAsFile: () => new File(['y'], 'loose.gif') },
      { kind: 'string', getAsFile: () => null },
    ]);
    expect(files.map((f) => f.name)).toEqual([
      'front.png',
      'back.pdf',
      'side.jpg',
      'spec.pdf',
      'loose.gif',
    ]);
  });
});
