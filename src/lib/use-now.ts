import { useEffect, useState } from 'react';

/**
 * The wall clock, refreshed every `intervalMs`, so "due in 2 days", "overdue" and "in 3 hours"
 * stay true while the page is open.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
