import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBitmapGlobals } from './bitmap-test-stubs';
import { rgbTestPng } from './png-test-files';
import type { WorkerAnswer, WorkerRequest } from './region-worker';

const W = 64;
const H = 48;
const png = rgbTestPng(W, H);

/** A worker that cannot load: it fails as soon as it is asked anything. */
class BrokenWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  postMessage(): void {
    queueMicrotask(() => this.onerror?.(new Event('error')));
  }
  terminate(): void {}
}

const posted: unknown[] = [];
let scope: { onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null };

beforeEach(async () => {
  vi.resetModules();
  posted.length = 0;
  scope = { onmessage: null };
  vi.stubGlobal('self', Object.assign(scope, { postMessage: (m: unknown) => posted.push(m) }));
  vi.stubGlobal('Worker', BrokenWorker);
  stubBitmapGlobals();
  await import('./region-worker');
});
afterEach(() => vi.unstubAllGlobals());

describe('the page decoder’s worker', () => {
  it('reads a page again on its own thread when its inflating thread stops, and shows it whole', async () => {
    const blob = new Blob([new Uint8Array(png).buffer]);
    const request: WorkerRequest = {
      type: 'decode',
      id: 1,
      blob,
      source: { x: 0, y: 0, width: W, height: H },
      width: 16,
      height: 12,
      output: 'rows',
    };
    scope.onmessage?.({ data: request } as MessageEvent<WorkerRequest>);
    await vi.waitFor(() => expect(posted.some((m) => 'ok' in (m as object))).toBe(true));
    const answer = posted.find((m) => 'ok' in (m as object)) as WorkerAnswer;
    expect(answer).toMatchObject({ id: 1, ok: true });
    // The last band ends at the overview's last row.
    expect('band' in answer && answer.band.y + answer.band.height).toBe(12);
  });
});
