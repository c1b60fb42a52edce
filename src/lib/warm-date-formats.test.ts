import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { warmDateFormats } from './warm-date-formats';

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(async () => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
  await i18n.changeLanguage('en');
});

describe('warmDateFormats', () => {
  it("has a module worker build the UI language's formatters, then ends it", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await i18n.changeLanguage('pl');
    const warmed = warmDateFormats();
    const [worker] = FakeWorker.made;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.sent).toEqual([{ locale: 'pl' }]);
    expect(worker?.terminated).toBe(false);
    worker?.onmessage?.();
    await warmed;
    expect(worker?.terminated).toBe(true);
  });

  it('settles when the worker fails, and at once without workers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warmed = warmDateFormats();
    FakeWorker.made[0]?.onerror?.();
    await warmed;
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    vi.stubGlobal('Worker', undefined);
    await expect(warmDateFormats()).resolves.toBeUndefined();
  });
});
