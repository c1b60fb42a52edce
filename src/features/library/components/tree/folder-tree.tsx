import type { ItemInstance } from '@headless-tree/core';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import type { FolderIndex, FolderNode } from '../../model/folder-index';
import { FolderTreeRow } from './folder-tree-row';
import { useFolderTreeInstance, type FolderCommand } from './use-folder-tree-instance';

const ROW_HEIGHT = 32;

export interface FolderTreeProps {
  index: FolderIndex;
  currentUID: string;
  onOpen: (folderUID: string) => void;
  onCommand: (folderUID: string, command: FolderCommand) => void;
}

/**
 * The client's folders as a WAI-ARIA tree (headless-tree), virtualized (TanStack Virtual):
 * only the rows in view are in the page, plus the focused row so Tab always finds the tree.
 * Rows are drop targets for dragged assets and folders, and folders can be dragged.
 */
export function FolderTree({ index, currentUID, onOpen, onCommand }: FolderTreeProps) {
  const { t } = useTranslation('library');
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollToIndex = useRef<(i: number) => void>(() => undefined);
  const { tree, expandAll, collapseAll } = useFolderTreeInstance({
    index,
    currentUID,
    onOpen,
    onCommand,
    scrollToIndex: (i) => scrollToIndex.current(i),
  });
  const items = tree.getItems();
  const focusedIndex = items.findIndex((item) => item.isFocused());

  const rangeExtractor = useCallback(
    (range: Range) => {
      const visible = defaultRangeExtractor(range);
      return focusedIndex < 0 || visible.includes(focusedIndex)
        ? visible
        : [...visible, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  // TanStack Virtual returns fresh functions each render; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    rangeExtractor,
    getItemKey: (i) => items[i]?.getId() ?? i,
  });
  scrollToIndex.current = (i) => virtualizer.scrollToIndex(i, { align: 'auto' });

  return (
    <>
      <div className="flex gap-1">
        <Button size="sm" variant="ghost" onClick={expandAll}>
          {t('tree.expandAll')}
        </Button>
        <Button size="sm" variant="ghost" onClick={collapseAll}>
          {t('tree.collapseAll')}
        </Button>
      </div>
      <div
        ref={scrollRef}
        className="min-h-48 flex-1 overflow-auto rounded-md border border-slate-300 bg-white"
      >
        <div
          {...tree.getContainerProps(t('tree.label'))}
          aria-describedby="library-tree-keys"
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const item: ItemInstance<FolderNode> | undefined = items[row.index];
            if (!item) return null;
            return (
              <FolderTreeRow
                key={row.key}
                item={item}
                current={item.getId() === currentUID}
                top={row.start}
                height={ROW_HEIGHT}
              />
            );
          })}
        </div>
        <p id="library-tree-keys" hidden>
          {t('tree.keys')}
        </p>
      </div>
    </>
  );
}
