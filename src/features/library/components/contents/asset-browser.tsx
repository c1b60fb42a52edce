import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DalAsset } from '@/api/types';
import { cn } from '@/components/ui';
import { useColumns } from '../../hooks/use-columns';
import { nextActiveIndex } from '../../model/listbox-keys';
import {
  orderedSelection,
  selectAll,
  selectByEvent,
  selectRange,
  toggle,
  type Selection,
} from '../../model/selection';
import type { LibraryDragData } from '../dnd/drag-data';
import { AssetOption } from './asset-option';
import { ListHeader } from './list-header';

const CARD_MIN = 176;
const GAP = 12;
const CARD_ROW = 212;
const LIST_ROW = 56;

export interface AssetBrowserProps {
  assets: readonly DalAsset[];
  view: 'grid' | 'list';
  label: string;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  onOpen: (asset: DalAsset) => void;
  originNames: ReadonlyMap<string, string>;
}

/**
 * A folder's assets as one multi-select listbox (grid of cards or list of rows), virtualized
 * by rows. Focus stays on the listbox; `aria-activedescendant` names the active option, which
 * is always rendered. Arrows move, Shift+arrows extend the selection, Space toggles, Ctrl/Cmd+A
 * selects all, Enter opens the details, Escape clears.
 */
export function AssetBrowser(props: AssetBrowserProps) {
  const { assets, view, selection, onSelectionChange } = props;
  const { t } = useTranslation('library');
  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const measured = useColumns(scrollRef, CARD_MIN, GAP);
  const columns = view === 'grid' ? measured : 1;
  const order = assets.map((asset) => asset.assetUID);
  const activeIndex = Math.min(active, Math.max(assets.length - 1, 0));
  const activeRow = Math.floor(activeIndex / columns);
  const rows = Math.ceil(assets.length / columns);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const visible = defaultRangeExtractor(range);
      return visible.includes(activeRow) || activeRow >= range.count
        ? visible
        : [...visible, activeRow].sort((a, b) => a - b);
    },
    [activeRow],
  );
  // TanStack Virtual returns fresh functions each render; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (view === 'grid' ? CARD_ROW + GAP : LIST_ROW),
    overscan: 4,
    rangeExtractor,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [view, columns, virtualizer]);

  const optionId = (uid: string) => `${baseId}-${uid}`;
  const selectedOrder = orderedSelection(selection, order);
  const dragDataFor = (asset: DalAsset): LibraryDragData => {
    const uids = selection.ids.has(asset.assetUID) ? selectedOrder : [asset.assetUID];
    return {
      type: 'assets',
      assetUIDs: uids,
      label: uids.length === 1 ? asset.name : t('drag.assets', { count: uids.length }),
    };
  };

  const moveTo = (index: number) => {
    setActive(index);
    virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = assets[activeIndex];
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      onSelectionChange(selectAll(order));
      return;
    }
    if (event.key === ' ' && current) {
      event.preventDefault();
      onSelectionChange(
        event.shiftKey
          ? selectRange(selection, order, current.assetUID)
          : toggle(selection, current.assetUID),
      );
      return;
    }
    if (event.key === 'Enter' && current) {
      event.preventDefault();
      props.onOpen(current);
      return;
    }
    if (event.key === 'Escape' && selection.ids.size > 0) {
      event.preventDefault();
      onSelectionChange({ ids: new Set(), anchor: null });
      return;
    }
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextActiveIndex(event.key, activeIndex, assets.length, columns, rtl);
    if (next === null) return;
    event.preventDefault();
    const target = assets[next];
    if (event.shiftKey && target) {
      // The first Shift+arrow starts the range where the active option was.
      const anchored = selection.anchor ?? current?.assetUID ?? null;
      onSelectionChange(
        selectRange(
          { ...selection, anchor: anchored },
          order,
          target.assetUID,
          event.ctrlKey || event.metaKey,
        ),
      );
    }
    moveTo(next);
  };

  const onPick = (index: number, asset: DalAsset) => (event: MouseEvent) => {
    setActive(index);
    onSelectionChange(selectByEvent(selection, order, asset.assetUID, event));
  };

  const activeAsset = assets[activeIndex];
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {view === 'list' && <ListHeader />}
      <div
        ref={scrollRef}
        role="listbox"
        aria-label={props.label}
        aria-multiselectable="true"
        aria-activedescendant={activeAsset ? optionId(activeAsset.assetUID) : undefined}
        aria-describedby={`${baseId}-keys`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={cn(
          'relative min-h-80 flex-1 overflow-auto rounded-md border border-slate-300 bg-slate-50',
          'focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none',
        )}
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.key}
              className={cn('absolute start-0 w-full', view === 'grid' && 'grid p-1.5')}
              style={{
                top: row.start,
                height: row.size,
                ...(view === 'grid'
                  ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP }
                  : {}),
              }}
            >
              {assets.slice(row.index * columns, row.index * columns + columns).map((asset, i) => {
                const index = row.index * columns + i;
                return (
                  <AssetOption
                    key={asset.assetUID}
                    id={optionId(asset.assetUID)}
                    asset={asset}
                    view={view}
                    selected={selection.ids.has(asset.assetUID)}
                    active={index === activeIndex}
                    posInSet={index + 1}
                    setSize={assets.length}
                    dragData={dragDataFor(asset)}
                    originName={
                      asset.originProjectUID
                        ? (props.originNames.get(asset.originProjectUID) ?? null)
                        : null
                    }
                    onPick={onPick(index, asset)}
                    onOpen={() => props.onOpen(asset)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p id={`${baseId}-keys`} hidden>
        {t('contents.keys')}
      </p>
    </div>
  );
}
