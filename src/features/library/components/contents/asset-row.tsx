import { memo, type MouseEvent } from 'react';
import type { DalAsset } from '@/api/types';
import { cn } from '@/components/ui';
import type { Selection } from '../../model/selection';
import { AssetOption } from './asset-option';

export interface RowTexts {
  missing: string;
  originGone: string;
  noOrigin: string;
}

export interface AssetRowProps {
  /** The virtual row: which `columns` assets it holds, and where it sits. */
  index: number;
  top: number;
  height: number;
  assets: readonly DalAsset[];
  view: 'grid' | 'list';
  columns: number;
  columnWidth: number;
  gap: number;
  selection: Selection;
  activeIndex: number;
  /** The assets a drag carries, shown faded; null when nothing is being dragged. */
  dragged: ReadonlySet<string> | null;
  originNames: ReadonlyMap<string, string>;
  texts: RowTexts;
  idPrefix: string;
  onPick: (assetUID: string, event: MouseEvent) => void;
  onOpen: (asset: DalAsset) => void;
}

/**
 * One virtual row of the asset listbox. Memoized on props that only change with the list,
 * the selection, the active option or a drag: a scroll frame renders the one row coming into
 * view, and the rows already shown do not even compare their options again.
 */
export const AssetRow = memo(function AssetRow(props: AssetRowProps) {
  const { index, columns, view, assets, texts, activeIndex } = props;
  const first = index * columns;
  const originText = (asset: DalAsset) =>
    view === 'grid'
      ? ''
      : asset.originProjectUID
        ? (props.originNames.get(asset.originProjectUID) ?? texts.originGone)
        : texts.noOrigin;
  return (
    <div
      className={cn('absolute start-0 w-full', view === 'grid' && 'grid p-1.5')}
      style={{
        top: props.top,
        height: props.height,
        ...(view === 'grid'
          ? {
              gridTemplateColumns: `repeat(${columns}, ${props.columnWidth}px)`,
              gap: props.gap,
              // Paint containment gives each grid row its own paint clip, so the rows already
              // shown are not painted again when a scroll moves the area the browser records
              // (about half the row repaints of a scroll frame). The padding (6 px) holds the
              // selection ring and the active outline (4 px outside a card), so nothing is cut.
              contain: 'paint',
            }
          : {}),
      }}
    >
      {assets.slice(first, first + columns).map((asset, i) => (
        <AssetOption
          key={asset.assetUID}
          id={`${props.idPrefix}-${asset.assetUID}`}
          asset={asset}
          view={view}
          selected={props.selection.ids.has(asset.assetUID)}
          active={first + i === activeIndex}
          posInSet={first + i + 1}
          setSize={assets.length}
          dragged={props.dragged?.has(asset.assetUID) ?? false}
          originText={originText(asset)}
          missingText={texts.missing}
          onPick={props.onPick}
          onOpen={props.onOpen}
        />
      ))}
    </div>
  );
});
