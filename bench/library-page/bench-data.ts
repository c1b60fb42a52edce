import type { DalAsset, DalFolder } from '@/api/types';

/** A small inline SVG, the same for every asset: both grids decode the same image. */
const THUMB =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#cbd5e1"/><circle cx="80" cy="60" r="30" fill="#1d4ed8"/></svg>',
  );

const TAGS = ['carton', 'label', 'pouch', 'approved', 'coffee', 'jam', 'cereal', 'print'];

/** `count` library assets in one folder, each with a few tags and a short history. */
export function benchAssets(count: number): DalAsset[] {
  return Array.from({ length: count }, (_, i) => {
    const added = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
    return {
      assetUID: `bench-asset-${i}`,
      name: `bench-artwork-${String(i).padStart(5, '0')}.png`,
      description: `Generated artwork number ${i}.`,
      originProjectUID: null,
      tags: [TAGS[i % TAGS.length] ?? '', TAGS[(i * 3 + 1) % TAGS.length] ?? ''],
      addedDate: added,
      history: [{ created: added, description: 'Added to the library.' }],
      folderUID: 'bench-folder',
      thumbnailUrl: THUMB,
    };
  });
}

/** A tree of about `count` folders: 20 top folders, 10 below each, the rest spread a level deeper. */
export function benchFolders(count: number): DalFolder {
  let made = 1;
  const folder = (name: string, subFolders: DalFolder[] = []): DalFolder => ({
    folderUID: `bench-${name}`,
    name,
    subFolders,
  });
  const top: DalFolder[] = [];
  for (let a = 0; a < 20; a++) top.push(folder(`Folder ${a}`));
  made += top.length;
  for (const parent of top) {
    for (let b = 0; b < 10; b++) parent.subFolders.push(folder(`${parent.name}.${b}`));
    made += 10;
  }
  const second = top.flatMap((parent) => parent.subFolders);
  for (let i = 0; made < count; i++, made++) {
    const parent = second[i % second.length];
    parent?.subFolders.push(folder(`${parent.name}.${parent.subFolders.length}`));
  }
  return folder('Bench library', top);
}
