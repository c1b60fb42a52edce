import { useDraggable } from '@dnd-kit/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DalAsset } from '@/api/types';
import { cn } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { lastHistoryEntry } from '../../model/library-search';
import { dragAssetId, type LibraryDragData } from '../dnd/drag-data';
import { LibraryThumbnail } from './library-thumbnail';

export interface AssetOptionProps {
  id: string;
  asset: DalAsset;
  view: 'grid' | 'list';
  selected: boolean;
  active: boolean;
  posInSet: number;
  setSize: number;
  /** What a drag that starts here carries: the whole selection when this asset is in it. */
  dragData: LibraryDragData;
  originName: string | null;
  onPick: (event: MouseEvent) => void;
  onOpen: () => void;
}

/** One asset as a listbox option: a thumbnail card in the grid, a row in the list. */
export function AssetOption(props: AssetOptionProps) {
  const { t } = useTranslation('library');
  const { asset, view, selected, active } = props;
  const drag = useDraggable({ id: dragAssetId(asset.assetUID), data: props.dragData });
  const last = lastHistoryEntry(asset);
  const common = {
    id: props.id,
    role: 'option',
    'aria-selected': selected,
    'aria-posinset': props.posInSet,
    'aria-setsize': props.setSize,
    ref: drag.setNodeRef,
    ...drag.listeners,
    onClick: props.onPick,
    onDoubleClick: props.onOpen,
  } as const;
  const tone = cn(
    'cursor-pointer select-none',
    selected ? 'bg-blue-50 ring-2 ring-blue-700' : 'bg-white hover:bg-slate-50',
    active && 'outline-2 outline-offset-2 outline-slate-900',
    drag.isDragging && 'opacity-50',
  );

  if (view === 'grid') {
    return (
      <div
        {...common}
        className={cn('flex h-full flex-col gap-1 rounded-md border border-slate-300 p-2', tone)}
      >
        <LibraryThumbnail asset={asset} className="h-32 w-full rounded" />
        <span className="truncate text-sm font-medium text-slate-900" title={asset.name}>
          {asset.name}
        </span>
        <span className="truncate text-xs text-slate-700">{asset.tags.join(', ')}</span>
      </div>
    );
  }
  return (
    <div
      {...common}
      className={cn(
        'grid h-full grid-cols-[3rem_minmax(0,2fr)_minmax(0,1fr)_7rem_minmax(0,1fr)_minmax(0,2fr)] items-center gap-3 border-b border-slate-200 px-2 text-sm',
        tone,
      )}
    >
      <LibraryThumbnail asset={asset} className="h-10 w-12 rounded" />
      <span className="truncate font-medium text-slate-900">{asset.name}</span>
      <span className="truncate text-slate-700">{asset.tags.join(', ')}</span>
      <span className="text-slate-700">{formatDate(asset.addedDate)}</span>
      <span className="truncate text-slate-700">
        {asset.originProjectUID
          ? (props.originName ?? t('details.originGone'))
          : t('list.noOrigin')}
      </span>
      <span className="truncate text-slate-700">
        {last ? `${formatDate(last.created)}: ${last.description}` : ''}
      </span>
    </div>
  );
}
