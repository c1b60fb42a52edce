import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (rotating a tablet, resizing a window).
 * Without matchMedia (jsdom in unit tests) it never matches, so tests see the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}

/** Below Tailwind's md breakpoint (768 px): the phone layouts, as the `max-md:` classes use. */
export const PHONE_QUERY = '(max-width: 767px)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
