import { useEffect } from 'react';

let markPainted: () => void = () => undefined;

/** Settles once the first screen itself (not the loading spinner before it) has been painted. */
export const firstScreenPainted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** In the root route, which renders only once the first screen's module is there. */
export function useMarkFirstScreenPainted(): void {
  useEffect(() => {
    // The frame after this commit is the one that shows it; a task after that frame is past it.
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(markPainted, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
}
