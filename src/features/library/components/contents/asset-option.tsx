import { memo, type MouseEvent } from 'react';
import type { DalAsset } from '@/api/types';
import { cn } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { lastHistoryEntry } from '../../model/library-search';
import { LibraryThumbnail } from './library-thumbnail';

export interface AssetOptionProps {
  id: string;
  asset: DalAsset;
  view: 'grid' | 'list';
  selected: boolean;
  active: boolean;
  posInSet: number;
  setSize: number;
  /** Shown faded while it is being dragged. */
  dragged: boolean;
  /** List view: the origin project's name, or why there is none. */
  originText: string;
  missingText: string;
  onPick: (assetUID: string, event: MouseEvent) => void;
  onOpen: (asset: DalAsset) => void;
}

/**
 * One asset as a listbox option: a thumbnail card in the grid, a row in the list. Memoized
 * with stable callbacks, so scrolling renders only the options that come into view. Dragging
 * is the listbox's (one draggable for thousands of options).
 */
export const AssetOption = memo(function AssetOption(props: AssetOptionProps) {
  const { asset, view, selected, active, onPick, onOpen } = props;
  const common = {
    id: props.id,
    role: 'option',
    'aria-selected': selected,
    'aria-posinset': props.posInSet,
    'aria-setsize': props.setSize,
    'data-asset-uid': asset.assetUID,
    onClick: (event: MouseEvent) => onPick(asset.assetUID, event),
    onDoubleClick: () => onOpen(asset),
  } as const;
  const tone = cn(
    'cursor-pointer select-none',
    selected ? 'bg-blue-50 ring-2 ring-blue-700' : 'bg-white hover:bg-slate-50',
    active && 'outline-2 outline-offset-2 outline-slate-900',
    props.dragged && 'opacity-50',
  );

  if (view === 'grid') {
    return (
      <div
        {...common}
        className={cn('flex h-full flex-col gap-1 rounded-md border border-slate-300 p-2', tone)}
      >
        <LibraryThumbnail
          asset={asset}
          missingText={props.missingText}
          className="h-32 w-full rounded"
        />
        <span className="truncate text-sm font-medium text-slate-900" title={asset.name}>
          {asset.name}
        </span>
        <span className="truncate text-xs text-slate-700">{asset.tags.join(', ')}</span>
      </div>
    );
  }
  const last = lastHistoryEntry(asset);
  return (
    <div
      {...common}
      className={cn(
        'grid h-full grid-cols-[3rem_minmax(0,2fr)_minmax(0,1fr)_7rem_minmax(0,1fr)_minmax(0,2fr)] items-center gap-3 border-b border-slate-200 px-2 text-sm',
        tone,
      )}
    >
      <LibraryThumbnail
        asset={asset}
        missingText={props.missingText}
        className="h-10 w-12 rounded"
      />
      <span className="truncate font-medium text-slate-900">{asset.name}</span>
      <span className="truncate text-slate-700">{asset.tags.join(', ')}</span>
      <span className="text-slate-700">{formatDate(asset.addedDate)}</span>
      <span className="truncate text-slate-700">{props.originText}</span>
      <span className="truncate text-slate-700">
        {last ? `${formatDate(last.created)}: ${last.description}` : ''}
      </span>
    </div>
  );
});
