import { useState } from 'react';

/**
 * A URL-backed choice shown at once: the router applies URL changes in a transition (and the
 * dashboard's re-render with them), so a controlled checkbox or select would snap back until
 * it ends. The echo shows the person's choice right away, and follows the URL whenever it
 * changes from elsewhere (Back, a link).
 */
export function useEchoedValue<T>(
  value: T,
  same: (a: T, b: T) => boolean = Object.is,
): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!same(value, seen)) {
    setSeen(value);
    setShown(value);
  }
  return [shown, setShown];
}
