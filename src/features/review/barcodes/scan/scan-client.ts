import { decodedPixels } from '../../canvas/decoded-pixels';
import type { FoundBarcode } from './found-barcode';
import type { ScanAnswer, ScanRequest } from './barcode-scan-worker';
import { scanBudget } from './scan-budget';

export interface ScanResult {
  found: FoundBarcode[];
  width: number;
  height: number;
}

/**
 * Scans one page bitmap in a worker of its own (created per scan and ended after it, so the
 * decoder's memory goes with it). Rejects on a page the worker cannot read, or when aborted.
 */
export function scanPage(
  blob: Blob,
  signal: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./barcode-scan-worker.ts', import.meta.url), {
      type: 'module',
      name: 'barcode-scan',
    });
    let counted = 0;
    const end = () => {
      worker.terminate();
      decodedPixels.remove(counted);
      counted = 0;
    };
    signal.addEventListener('abort', () => {
      end();
      reject(new DOMException('The scan was stopped', 'AbortError'));
    });
    worker.onerror = () => {
      end();
      reject(new Error('The barcode reader could not start.'));
    };
    worker.onmessage = (event: MessageEvent<ScanAnswer>) => {
      const answer = event.data;
      if (answer.type === 'started') {
        counted = answer.pixels;
        decodedPixels.add(counted);
        return;
      }
      if (answer.type === 'progress') {
        onProgress?.(answer.rows / answer.height);
        return;
      }
      end();
      if (answer.type === 'done')
        resolve({ found: answer.found, width: answer.width, height: answer.height });
      else reject(new Error(answer.message));
    };
    const budget = scanBudget(decodedPixels.current());
    worker.postMessage({ blob, budget } satisfies ScanRequest);
  });
}
