import type { DalFolder } from '@/api/types';

/** One folder of a library, flattened out of the nested answer of GET /dal/folders. */
export interface FolderNode {
  folderUID: string;
  name: string;
  /** Null only for the root. */
  parentUID: string | null;
  /** 0 for the root. */
  depth: number;
  childUIDs: string[];
  /** Folders anywhere below this one. */
  descendantCount: number;
}

/** A library's folders by UID; built once per answer, so tree rules are O(depth). */
export interface FolderIndex {
  rootUID: string;
  byUID: ReadonlyMap<string, FolderNode>;
}

export function indexFolders(root: DalFolder): FolderIndex {
  const byUID = new Map<string, FolderNode>();
  // Iterative, so a very deep library cannot overflow the stack.
  const stack: { folder: DalFolder; parentUID: string | null; depth: number }[] = [
    { folder: root, parentUID: null, depth: 0 },
  ];
  const order: FolderNode[] = [];
  while (stack.length > 0) {
    const { folder, parentUID, depth } = stack.pop() as (typeof stack)[number];
    const node: FolderNode = {
      folderUID: folder.folderUID,
      name: folder.name,
      parentUID,
      depth,
      childUIDs: folder.subFolders.map((child) => child.folderUID),
      descendantCount: 0,
    };
    byUID.set(node.folderUID, node);
    order.push(node);
    for (let i = folder.subFolders.length - 1; i >= 0; i--) {
      const child = folder.subFolders[i];
      if (child) stack.push({ folder: child, parentUID: folder.folderUID, depth: depth + 1 });
    }
  }
  // Pre-order reversed: every child is counted before its parent.
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i];
    const parent = node?.parentUID ? byUID.get(node.parentUID) : undefined;
    if (node && parent) parent.descendantCount += node.descendantCount + 1;
  }
  return { rootUID: root.folderUID, byUID };
}

/** The folders from the root down to `folderUID` (empty when it is not in the library). */
export function ancestry(index: FolderIndex, folderUID: string): FolderNode[] {
  const chain: FolderNode[] = [];
  for (
    let at = index.byUID.get(folderUID);
    at;
    at = at.parentUID === null ? undefined : index.byUID.get(at.parentUID)
  ) {
    chain.unshift(at);
  }
  return chain;
}

/** "Library / Brand assets / Logos": how a folder is named where its place matters. */
export function folderPath(index: FolderIndex, folderUID: string, separator = ' / '): string {
  return ancestry(index, folderUID)
    .map((node) => node.name)
    .join(separator);
}

/** True when `candidateUID` is the folder itself or lies anywhere below it. */
export function isSelfOrDescendant(
  index: FolderIndex,
  folderUID: string,
  candidateUID: string,
): boolean {
  return ancestry(index, candidateUID).some((node) => node.folderUID === folderUID);
}

/** Folders in tree order (pre-order), for pickers and "expand all". */
export function foldersInOrder(index: FolderIndex): FolderNode[] {
  const out: FolderNode[] = [];
  const stack = [index.rootUID];
  while (stack.length > 0) {
    const node = index.byUID.get(stack.pop() as string);
    if (!node) continue;
    out.push(node);
    for (let i = node.childUIDs.length - 1; i >= 0; i--) stack.push(node.childUIDs[i] as string);
  }
  return out;
}
