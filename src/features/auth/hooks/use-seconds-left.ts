import { useEffect, useState } from 'react';

/** Longest delay setTimeout accepts; later wake-ups are split. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Seconds until `isoDate` (negative once passed), or null without a date.
 * Sleeps until `wakeWithinSeconds` before the date, then ticks every second,
 * so a distant expiry costs no timers.
 */
export function useSecondsLeft(
  isoDate: string | undefined,
  wakeWithinSeconds: number,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isoDate) return;
    const end = Date.parse(isoDate);
    if (Number.isNaN(end)) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      const untilWake = end - wakeWithinSeconds * 1000 - t;
      if (end - t < -60_000) return; // long expired: nothing left to count
      timer = setTimeout(tick, untilWake > 1000 ? Math.min(untilWake, MAX_DELAY) : 1000);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [isoDate, wakeWithinSeconds]);
  if (!isoDate) return null;
  const end = Date.parse(isoDate);
  return Number.isNaN(end) ? null : Math.ceil((end - now) / 1000);
}
