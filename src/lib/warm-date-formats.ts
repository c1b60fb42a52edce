import { currentLocale } from './format/locale';

/**
 * The first Intl date formatter of a page loads the locale's calendar data into ICU's caches:
 * 15-40 ms of the main thread on a desktop, up to four times that on a phone. Those caches
 * belong to the process, so a worker that builds the formatters first takes that cost off the
 * main thread: the page's own first formatter then takes well under a millisecond. Call it
 * where the page will soon show dates and the main thread should stay free (the external
 * review link, while the review tool downloads). Settles when the worker is done, or at once
 * where there are no workers.
 */
export function warmDateFormats(): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./date-formats-worker.ts', import.meta.url), {
        type: 'module',
      });
    } catch {
      resolve();
      return;
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage({ locale: currentLocale() });
  });
}
