import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useImperativeHandle, useRef, type HTMLAttributes, type Ref } from 'react';
import { AssetRow, type AssetRowProps } from './asset-row';

export interface VirtualRowsHandle {
  scrollToRow: (row: number) => void;
}

export interface VirtualRowsProps {
  /** The scroll container's attributes (the listbox); its ref is `containerRef`. */
  container: HTMLAttributes<HTMLDivElement>;
  containerRef: (element: HTMLDivElement | null) => void;
  handle: Ref<VirtualRowsHandle>;
  rows: number;
  rowSize: number;
  overscan: number;
  /** Always rendered, so `aria-activedescendant` names an element that exists. */
  activeRow: number;
  row: Omit<AssetRowProps, 'index' | 'top' | 'height'>;
}

/**
 * The listbox's scroll container and its virtual rows. The virtualizer lives here, so a scroll
 * frame renders only this component and the row coming into view, not the browser around it
 * (its drag, keyboard and translation hooks). It renders the container itself: the element
 * must exist before the virtualizer's first layout effect looks for it.
 */
export function VirtualRows({ container, containerRef, handle, row, ...props }: VirtualRowsProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLDivElement | null) => {
      scrollRef.current = element;
      containerRef(element);
    },
    [containerRef],
  );
  const { activeRow } = props;
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
    count: props.rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => props.rowSize,
    overscan: props.overscan,
    rangeExtractor,
  });
  useImperativeHandle(
    handle,
    () => ({ scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) }),
    [virtualizer],
  );
  return (
    <div {...container} ref={setRefs}>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <AssetRow
            key={item.key}
            {...row}
            index={item.index}
            top={item.start}
            height={item.size}
          />
        ))}
      </div>
    </div>
  );
}
