import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ItemInstance } from '@headless-tree/core';
import { Archive, ChevronDown, ChevronRight, Folder, FolderOpen } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cn, focusRingInset } from '@/components/ui';
import type { FolderNode } from '../../model/folder-index';
import { dragFolderId, dropFolderId, type LibraryDragData } from '../dnd/drag-data';

interface FolderTreeRowProps {
  item: ItemInstance<FolderNode>;
  current: boolean;
  top: number;
  height: number;
}

/** One folder: a treeitem that is also a drop target and (unless it is the root) draggable. */
export function FolderTreeRow({ item, current, top, height }: FolderTreeRowProps) {
  const node = item.getItemData();
  const isRoot = node.parentUID === null;
  const data: LibraryDragData = { type: 'folder', folderUID: node.folderUID, name: node.name };
  const drop = useDroppable({
    id: dropFolderId(node.folderUID),
    data: { folderUID: node.folderUID },
  });
  const drag = useDraggable({ id: dragFolderId(node.folderUID), data, disabled: isRoot });
  const props = item.getProps() as Record<string, unknown> & {
    ref: (el: HTMLElement | null) => void;
  };
  const hasChildren = node.childUIDs.length > 0;
  const expanded = item.isExpanded();

  const onClick = (event: MouseEvent) => {
    item.setFocused();
    item.primaryAction();
    if (hasChildren && !expanded && !event.shiftKey) item.expand();
  };
  const onToggle = (event: MouseEvent) => {
    event.stopPropagation();
    item.setFocused();
    if (expanded) item.collapse();
    else item.expand();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- headless-tree's item props (spread below) give role treeitem and tabIndex; the tree's hotkeys handle the keys
    <div
      {...props}
      {...drag.listeners}
      ref={(el) => {
        props.ref(el);
        drop.setNodeRef(el);
        drag.setNodeRef(el);
      }}
      aria-selected={current}
      onClick={onClick}
      // Focus that arrives another way (a screen reader's cursor, a script) moves the tree's too.
      onFocus={() => {
        if (!item.isFocused()) item.setFocused();
      }}
      className={cn(
        'absolute left-0 flex w-full cursor-pointer items-center gap-1 truncate pe-2 text-sm select-none',
        focusRingInset,
        current ? 'bg-blue-100 font-semibold text-blue-950' : 'text-slate-900 hover:bg-slate-100',
        drop.isOver && 'bg-amber-100 ring-2 ring-amber-500 ring-inset',
        drag.isDragging && 'opacity-50',
      )}
      style={{ top, height, paddingInlineStart: `${0.5 + node.depth * 1}rem` }}
    >
      <span
        aria-hidden="true"
        onClick={hasChildren ? onToggle : undefined}
        className={cn('inline-flex w-4 shrink-0 text-slate-700', !hasChildren && 'invisible')}
      >
        {expanded ? (
          <ChevronDown className="size-4" />
        ) : (
          <ChevronRight className="size-4 rtl:-scale-x-100" />
        )}
      </span>
      <FolderIcon root={isRoot} open={expanded} />
      <span className="truncate">{node.name}</span>
    </div>
  );
}

/** The library's root is a cabinet of folders; the others show open while expanded. */
function FolderIcon({ root, open }: { root: boolean; open: boolean }) {
  const Icon = root ? Archive : open ? FolderOpen : Folder;
  return <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-600" />;
}
