import { hotkeysCoreFeature, syncDataLoaderFeature } from '@headless-tree/core';
import { useTree } from '@headless-tree/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ancestry, type FolderIndex, type FolderNode } from '../../model/folder-index';

/** headless-tree hides its root item; the library's own root folder is shown under this one. */
export const TREE_ROOT = '__library__';

export type FolderCommand = 'rename' | 'delete' | 'move' | 'create';

interface Options {
  index: FolderIndex;
  currentUID: string;
  onOpen: (folderUID: string) => void;
  onCommand: (folderUID: string, command: FolderCommand) => void;
  scrollToIndex: (index: number) => void;
}

const openChain = (index: FolderIndex, currentUID: string) => [
  TREE_ROOT,
  ...ancestry(index, currentUID)
    .slice(0, -1)
    .map((node) => node.folderUID),
];

/**
 * The headless-tree instance over a library index: arrows, Home/End, expand/collapse from
 * the WAI-ARIA tree pattern (hotkeysCoreFeature); Enter or Space opens a folder; Insert (new
 * folder), F2 (rename), M (move to…) and Delete act on the focused folder. Opening a folder
 * from elsewhere (URL, breadcrumb, picker) expands its ancestors and focuses it.
 */
export function useFolderTreeInstance({
  index,
  currentUID,
  onOpen,
  onCommand,
  scrollToIndex,
}: Options) {
  // The library's top folder starts open: its folders are what a person looks for first.
  const [expandedItems, setExpandedItems] = useState<string[]>(() => [
    ...new Set([...openChain(index, currentUID), index.rootUID]),
  ]);
  const [focusedItem, setFocusedItem] = useState<string | null>(currentUID);
  // Adjusting state while rendering (React's pattern for "when a prop changes").
  const [revealed, setRevealed] = useState({ index, currentUID });
  if (revealed.index !== index || revealed.currentUID !== currentUID) {
    setRevealed({ index, currentUID });
    const missing = openChain(index, currentUID).filter((uid) => !expandedItems.includes(uid));
    if (missing.length > 0) setExpandedItems([...expandedItems, ...missing]);
    if (revealed.currentUID !== currentUID || focusedItem === null || !index.byUID.has(focusedItem))
      setFocusedItem(currentUID);
  }

  const latest = useRef({ onOpen, onCommand, scrollToIndex, index });
  useEffect(() => {
    latest.current = { onOpen, onCommand, scrollToIndex, index };
  });

  const placeholder = useMemo<FolderNode>(
    () => ({
      folderUID: TREE_ROOT,
      name: '',
      parentUID: null,
      depth: -1,
      childUIDs: [index.rootUID],
      descendantCount: 0,
    }),
    [index.rootUID],
  );

  const tree = useTree<FolderNode>({
    rootItemId: TREE_ROOT,
    getItemName: (item) => item.getItemData().name,
    isItemFolder: (item) => item.getItemData().childUIDs.length > 0,
    dataLoader: {
      getItem: (id) =>
        id === TREE_ROOT ? placeholder : (latest.current.index.byUID.get(id) ?? placeholder),
      getChildren: (id) =>
        id === TREE_ROOT
          ? [latest.current.index.rootUID]
          : (latest.current.index.byUID.get(id)?.childUIDs ?? []),
    },
    state: { expandedItems, focusedItem },
    setExpandedItems,
    setFocusedItem,
    onPrimaryAction: (item) => latest.current.onOpen(item.getId()),
    scrollToItem: (item) => latest.current.scrollToIndex(item.getItemMeta().index),
    indent: 16,
    hotkeys: {
      customOpen: {
        hotkey: 'Enter',
        preventDefault: true,
        handler: (_e, t) => t.getFocusedItem().primaryAction(),
      },
      customOpenSpace: {
        hotkey: 'Space',
        preventDefault: true,
        handler: (_e, t) => t.getFocusedItem().primaryAction(),
      },
      customCreate: {
        hotkey: 'Insert',
        preventDefault: true,
        handler: (_e, t) => latest.current.onCommand(t.getFocusedItem().getId(), 'create'),
      },
      customRename: {
        hotkey: 'F2',
        preventDefault: true,
        handler: (_e, t) => latest.current.onCommand(t.getFocusedItem().getId(), 'rename'),
      },
      customMove: {
        hotkey: 'KeyM',
        preventDefault: true,
        handler: (_e, t) => latest.current.onCommand(t.getFocusedItem().getId(), 'move'),
      },
      customDelete: {
        hotkey: 'Delete',
        preventDefault: true,
        handler: (_e, t) => latest.current.onCommand(t.getFocusedItem().getId(), 'delete'),
      },
    },
    features: [syncDataLoaderFeature, hotkeysCoreFeature],
  });

  // A new answer (a folder created, moved, renamed) rebuilds the visible rows.
  useEffect(() => {
    tree.rebuildTree();
  }, [index, tree]);

  // One state update and one rebuild: headless-tree's own expandAll rebuilds once per folder.
  const setAll = (open: string[]) => {
    tree.applySubStateUpdate('expandedItems', open);
    tree.rebuildTree();
  };
  const expandAll = () =>
    setAll([
      TREE_ROOT,
      ...[...index.byUID.values()]
        .filter((node) => node.childUIDs.length > 0)
        .map((node) => node.folderUID),
    ]);
  const collapseAll = () => setAll([TREE_ROOT, index.rootUID]);

  return { tree, expandAll, collapseAll };
}
