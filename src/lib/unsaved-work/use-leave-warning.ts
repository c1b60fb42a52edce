import { useEffect, useRef } from 'react';

/**
 * While mounted, closing or reloading the tab asks first (the browser's own prompt) whenever
 * `unsaved` says there is work that would be lost. A function is read at the moment the tab
 * is closed, so state kept in refs (a form's dirty flag) needs no re-render to count.
 */
export function useLeaveWarning(unsaved: boolean | (() => boolean)): void {
  const latest = useRef(unsaved);
  useEffect(() => {
    latest.current = unsaved;
  });
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      const value = latest.current;
      if (typeof value === 'function' ? value() : value) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}
