import { useEffect, useLayoutEffect } from 'react';
import type { RefObject } from 'react';

const GAP = 4;
const MARGIN = 8;

/**
 * Places a `position: fixed` panel next to its anchor (below, or above when there is no room),
 * kept inside the viewport. Fixed positioning lets it escape the scrolling columns while it
 * stays right after its button in the DOM, so Tab order and reading order stay natural.
 * Any scroll or resize calls `onDismiss`: a panel left floating away from its anchor misleads.
 */
export function useAnchoredPanel(
  anchor: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
): void {
  useLayoutEffect(() => {
    const anchorNode = anchor.current;
    const panelNode = panel.current;
    if (!open || !anchorNode || !panelNode) return;
    const a = anchorNode.getBoundingClientRect();
    const width = panelNode.offsetWidth;
    const height = panelNode.offsetHeight;
    const fitsBelow = a.bottom + GAP + height <= window.innerHeight - MARGIN;
    const top = fitsBelow ? a.bottom + GAP : Math.max(MARGIN, a.top - GAP - height);
    const left = Math.min(
      Math.max(MARGIN, a.right - width),
      Math.max(MARGIN, window.innerWidth - MARGIN - width),
    );
    panelNode.style.setProperty('top', `${Math.round(top)}px`);
    panelNode.style.setProperty('left', `${Math.round(left)}px`);
  }, [anchor, panel, open]);

  useEffect(() => {
    if (!open) return;
    const onMove = (event: Event) => {
      // Scrolling inside the panel itself is fine.
      if (event.target instanceof Node && panel.current?.contains(event.target)) return;
      onDismiss();
    };
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open, onDismiss, panel]);
}

/** Calls `onOutside` for a pointer press outside every given element. */
export function useOutsidePress(
  refs: readonly RefObject<HTMLElement | null>[],
  active: boolean,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (refs.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [refs, active, onOutside]);
}
