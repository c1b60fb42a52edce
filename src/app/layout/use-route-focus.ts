import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a screen may take to show its heading (code, texts or data still loading). */
const HEADING_WAIT_MS = 10_000;

function focusTarget(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * After an in-app navigation, move focus to the new screen's heading (or main), so
 * screen-reader and keyboard users start on the new content instead of a stale link.
 * A screen may still be loading when the path changes; then main holds focus until its
 * heading appears, unless the person has moved focus elsewhere meanwhile.
 * The first render keeps the browser's own focus.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const heading = main.querySelector('h1');
    if (heading) {
      focusTarget(heading);
      return;
    }
    focusTarget(main);
    const observer = new MutationObserver(() => {
      const late = main.querySelector('h1');
      if (!late) return;
      stop();
      const active = document.activeElement;
      if (active === main || active === document.body || active === null) focusTarget(late);
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop(): void {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
