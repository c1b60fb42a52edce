import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, move focus to the new screen's heading (or main), so
 * screen-reader and keyboard users start on the new content instead of a stale link.
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
    const target = heading ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [pathname, mainId]);
}
