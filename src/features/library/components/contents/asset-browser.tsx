import { useDraggable } from '@dnd-kit/core';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DalAsset } from '@/api/types';
import { cn, focusRingInset } from '@/components/ui';
import { useColumns } from '../../hooks/use-columns';
import { nextActiveIndex } from '../../model/listbox-keys';
import {
  selectAll,
  selectByEvent,
  selectRange,
  toggle,
  type Selection,
} from '../../model/selection';
import { dragAssetsId, type OptionDragData } from '../dnd/drag-data';
import { VirtualRows, type VirtualRowsHandle } from './virtual-rows';
import { ListHeader } from './list-header';

const CARD_MIN = 176;
const GAP = 12;
/** A grid row's padding on each side (the `p-1.5` below). */
const ROW_INSET = 6;
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
  const rowsRef = useRef<VirtualRowsHandle>(null);
  const [active, setActive] = useState(0);
  const grid = useColumns(scrollRef, CARD_MIN, GAP, ROW_INSET);
  const columns = view === 'grid' ? Math.max(grid.columns, 1) : 1;
  // No cards before the width is known: cards made for one column would be thrown away at once.
  const measured = view === 'list' || grid.columns > 0;
  const order = useMemo(() => assets.map((asset) => asset.assetUID), [assets]);
  const activeIndex = Math.min(active, Math.max(assets.length - 1, 0));
  const activeRow = Math.floor(activeIndex / columns);
  const rows = measured ? Math.ceil(assets.length / columns) : 0;
  // i18next's t() costs a lot per call; the texts are read once per language, not per render.
  const texts = useMemo(
    () => ({
      missing: t('thumbnail.missing'),
      keys: t('contents.keys'),
      originGone: t('details.originGone'),
      noOrigin: t('list.noOrigin'),
    }),
    [t],
  );

  // The asset under the pointer when a press starts: what a drag from here carries.
  const [pressed, setPressed] = useState<OptionDragData | null>(null);
  const drag = useDraggable({ id: dragAssetsId, data: pressed ?? undefined });
  const { setNodeRef } = drag;
  const containerRef = useCallback(
    (element: HTMLDivElement | null) => {
      scrollRef.current = element;
      setNodeRef(element);
    },
    [setNodeRef],
  );
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const target =
      event.target instanceof Element ? event.target.closest('[data-asset-uid]') : null;
    const uid = target?.getAttribute('data-asset-uid') ?? null;
    const asset = uid === null ? undefined : assets.find((a) => a.assetUID === uid);
    setPressed(asset ? { type: 'asset', assetUID: asset.assetUID, name: asset.name } : null);
    if (asset) drag.listeners?.onPointerDown?.(event);
  };
  // Kept between renders, so the memoized rows see the same set and do not render again.
  const draggedUIDs = useMemo(
    () =>
      drag.isDragging && pressed
        ? selection.ids.has(pressed.assetUID)
          ? selection.ids
          : new Set([pressed.assetUID])
        : null,
    [drag.isDragging, pressed, selection.ids],
  );

  const optionId = (uid: string) => `${baseId}-${uid}`;
  // Stable between scroll frames (only a selection or list change makes new ones), so the
  // memoized options that stay in view do not render again.
  const onPick = useCallback(
    (assetUID: string, event: MouseEvent) => {
      setActive(order.indexOf(assetUID));
      onSelectionChange(selectByEvent(selection, order, assetUID, event));
    },
    [order, selection, onSelectionChange],
  );
  const { onOpen } = props;

  const moveTo = (index: number) => {
    setActive(index);
    rowsRef.current?.scrollToRow(Math.floor(index / columns));
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

  const activeAsset = assets[activeIndex];
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {view === 'list' && <ListHeader />}
      <VirtualRows
        containerRef={containerRef}
        handle={rowsRef}
        container={{
          onPointerDown,
          role: 'listbox',
          'aria-label': props.label,
          'aria-multiselectable': true,
          'aria-activedescendant': activeAsset ? optionId(activeAsset.assetUID) : undefined,
          'aria-describedby': `${baseId}-keys`,
          tabIndex: 0,
          onKeyDown,
          className: cn(
            'relative min-h-80 flex-1 overflow-auto rounded-md border border-slate-300 bg-slate-50',
            focusRingInset,
          ),
        }}
        rows={rows}
        rowSize={view === 'grid' ? CARD_ROW + GAP : LIST_ROW}
        // Two grid rows (224 px each) either side cover a wheel step; four rendered twice as many
        // unseen cards, paid for by the first paint and every scroll frame. List rows are short.
        overscan={view === 'grid' ? 2 : 4}
        activeRow={activeRow}
        row={{
          assets,
          view,
          columns,
          columnWidth: grid.columnWidth,
          gap: GAP,
          selection,
          activeIndex,
          dragged: draggedUIDs,
          originNames: props.originNames,
          texts,
          idPrefix: baseId,
          onPick,
          onOpen,
        }}
      />
      <p id={`${baseId}-keys`} hidden>
        {texts.keys}
      </p>
    </div>
  );
}
