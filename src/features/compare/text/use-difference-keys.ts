import { useEffect, useRef } from 'react';

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/** N and P (or J and K) go to the next and previous difference, unless the user is typing. */
export function useDifferenceKeys(enabled: boolean, step: (direction: 1 | -1) => void): void {
  const latest = useRef(step);
  useEffect(() => {
    latest.current = step;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'n' || key === 'j') latest.current(1);
      else if (key === 'p' || key === 'k') latest.current(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
