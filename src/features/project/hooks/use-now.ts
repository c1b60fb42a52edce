import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so "due in 2 days" and "overdue" stay true. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
