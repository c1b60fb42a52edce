// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { scrollToItem, useVirtualWindow } from './use-virtual-window';

const ITEM = 100;
const key = (index: number) => `item-${index}`;

/** jsdom lays nothing out: give the scroller a viewport and a content height. */
function sized(element: HTMLElement, height: number, count: number) {
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: count * ITEM });
}

function List({ count, keep }: { count: number; keep?: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { items, totalSize } = useVirtualWindow({
    count,
    itemSize: ITEM,
    overscan: 1,
    scroller,
    getItemKey: key,
    ...(keep === undefined ? {} : { keep }),
  });
  return (
    <div
      data-testid="scroller"
      ref={(element) => {
        if (element) sized(element, 300, count);
        scroller.current = element;
      }}
    >
      <ul aria-label="items" style={{ height: totalSize }}>
        {items.map((item) => (
          <li key={item.key} data-start={item.start}>
            {item.key}
          </li>
        ))}
      </ul>
    </div>
  );
}

const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('useVirtualWindow', () => {
  it('renders what the viewport shows plus the overscan, and follows scrolling', () => {
    render(<List count={50} />);
    expect(shown()).toEqual(['item-0', 'item-1', 'item-2', 'item-3']);
    expect(screen.getByRole('list')).toHaveStyle({ height: '5000px' });
    const scroller = screen.getByTestId('scroller');
    act(() => {
      scroller.scrollTop = 1050;
      scroller.dispatchEvent(new Event('scroll'));
    });
    expect(shown()).toEqual(['item-9', 'item-10', 'item-11', 'item-12', 'item-13', 'item-14']);
    expect(screen.getByText('item-10')).toHaveAttribute('data-start', '1000');
  });

  it('keeps the item it is told to keep, wherever the viewport is', () => {
    render(<List count={50} keep={40} />);
    expect(shown()).toEqual(['item-0', 'item-1', 'item-2', 'item-3', 'item-40']);
  });

  it('scrolls an item into view by as little as needed', () => {
    render(<List count={50} />);
    const scroller = screen.getByTestId('scroller');
    scrollToItem(scroller, 20, 50, ITEM);
    expect(scroller.scrollTop).toBe(1800);
    scrollToItem(scroller, 19, 50, ITEM);
    expect(scroller.scrollTop).toBe(1800);
    scrollToItem(scroller, 2, 50, ITEM);
    expect(scroller.scrollTop).toBe(200);
  });
});
