import { describe, expect, it } from 'vitest';
import type { DalFolder } from '@/api/types';
import { folderPath, foldersInOrder, indexFolders, isSelfOrDescendant } from './folder-index';
import { folderDeleteRefusal, folderMoveRefusal, folderNameProblem } from './folder-rules';

const f = (folderUID: string, name: string, subFolders: DalFolder[] = []): DalFolder => ({
  folderUID,
  name,
  subFolders,
});

// root
// ├─ brand
// │  └─ logos
// │     └─ old
// └─ approved
const tree = indexFolders(
  f('root', 'Library', [
    f('brand', 'Brand', [f('logos', 'Logos', [f('old', 'Old')])]),
    f('approved', 'Approved'),
  ]),
);

describe('folder index', () => {
  it('knows paths, depths, order and how many folders lie below each', () => {
    expect(folderPath(tree, 'old')).toBe('Library / Brand / Logos / Old');
    expect(tree.byUID.get('old')?.depth).toBe(3);
    expect(foldersInOrder(tree).map((n) => n.folderUID)).toEqual([
      'root',
      'brand',
      'logos',
      'old',
      'approved',
    ]);
    expect(tree.byUID.get('root')?.descendantCount).toBe(4);
    expect(tree.byUID.get('brand')?.descendantCount).toBe(2);
    expect(isSelfOrDescendant(tree, 'brand', 'old')).toBe(true);
    expect(isSelfOrDescendant(tree, 'brand', 'approved')).toBe(false);
  });

  it('indexes 2,000 folders 200 deep without recursion limits', () => {
    let deepest = f('n199', 'n199');
    for (let i = 198; i >= 0; i--) deepest = f(`n${i}`, `n${i}`, [deepest]);
    const wide = Array.from({ length: 1800 }, (_, i) => f(`w${i}`, `w${i}`));
    const big = indexFolders(f('r', 'R', [deepest, ...wide]));
    expect(big.byUID.size).toBe(2001);
    expect(isSelfOrDescendant(big, 'n0', 'n199')).toBe(true);
  });
});

describe('moving a folder', () => {
  it.each([
    ['root', 'approved', 'root'],
    ['brand', 'brand', 'self'],
    ['brand', 'logos', 'descendant'],
    ['brand', 'old', 'descendant'],
    ['logos', 'brand', 'already-there'],
    ['logos', 'gone', 'missing'],
  ])('%s under %s is refused (%s)', (folder, target, kind) => {
    expect(folderMoveRefusal(tree, folder, target)?.kind).toBe(kind);
  });

  it('is refused when the target already holds a folder of that name, whatever the case', () => {
    const clash = indexFolders(
      f('r', 'R', [f('a', 'A', [f('x', 'logos')]), f('b', 'B', [f('y', 'Logos')])]),
    );
    expect(folderMoveRefusal(clash, 'x', 'b')).toEqual({ kind: 'name-taken', name: 'logos' });
  });

  it('is allowed sideways and upwards', () => {
    expect(folderMoveRefusal(tree, 'logos', 'approved')).toBeNull();
    expect(folderMoveRefusal(tree, 'old', 'root')).toBeNull();
  });
});

describe('deleting a folder', () => {
  it('refuses the root and says what a non-empty folder holds', () => {
    expect(folderDeleteRefusal(tree, 'root', 0)).toEqual({ kind: 'root' });
    expect(folderDeleteRefusal(tree, 'brand', 3)).toEqual({
      kind: 'not-empty',
      folders: 1,
      assets: 3,
    });
    expect(folderDeleteRefusal(tree, 'approved', 2)).toEqual({
      kind: 'not-empty',
      folders: 0,
      assets: 2,
    });
    expect(folderDeleteRefusal(tree, 'old', 0)).toBeNull();
  });
});

describe('folder names', () => {
  it('must be given, at most 100 characters, and free among the siblings', () => {
    expect(folderNameProblem(tree, 'root', '   ')).toBe('required');
    expect(folderNameProblem(tree, 'root', 'x'.repeat(101))).toBe('too-long');
    expect(folderNameProblem(tree, 'root', ' approved ')).toBe('taken');
    expect(folderNameProblem(tree, 'root', 'Approved', 'approved')).toBeNull();
    expect(folderNameProblem(tree, 'root', 'Icons')).toBeNull();
  });
});
