import { useEffect, useRef } from 'react';

/**
 * Focus for rows of a controlled list: the row to focus exists only after the parent has
 * applied the change and rendered again, so the request waits for the next commit.
 */
export function usePendingFocus() {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    elements.current[pending.current]?.focus();
    pending.current = null;
  });
  return {
    /** A ref callback for the focusable element of row `index`. */
    refAt: (index: number) => (element: HTMLElement | null) => {
      elements.current[index] = element;
    },
    focusAfterRender: (index: number | null) => {
      pending.current = index;
    },
  };
}
