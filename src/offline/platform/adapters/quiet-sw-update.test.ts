import { afterEach, describe, expect, it } from 'vitest';
import { withQuietServiceWorkerUpdates } from './quiet-sw-update';

/** A registration whose background update is cut short, as by a reload. */
class FakeRegistration {
  update(): Promise<void> {
    return Promise.reject(new Error('Failed to update a ServiceWorker: the document was unloaded'));
  }
}
const globals = globalThis as { ServiceWorkerRegistration?: unknown };

afterEach(() => {
  delete globals.ServiceWorkerRegistration;
});

/** Calls update() the way MSW does (not awaited) and collects unhandled rejections meanwhile. */
async function unhandledDuring(run: (start: () => Promise<void>) => Promise<void>) {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await run(async () => {
      void new FakeRegistration().update();
      await Promise.resolve();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe('withQuietServiceWorkerUpdates', () => {
  it('leaves no unhandled rejection when a background update fails during start', async () => {
    globals.ServiceWorkerRegistration = FakeRegistration;
    const before = Object.getOwnPropertyDescriptor(FakeRegistration.prototype, 'update');
    expect(await unhandledDuring((start) => withQuietServiceWorkerUpdates(start))).toEqual([]);
    // And it puts the original method back.
    expect(Object.getOwnPropertyDescriptor(FakeRegistration.prototype, 'update')).toEqual(before);
  });

  it('is needed: the same start without it leaves the rejection unhandled', async () => {
    globals.ServiceWorkerRegistration = FakeRegistration;
    const seen = await unhandledDuring((start) => start());
    expect(seen).toHaveLength(1);
  });

  it('runs start as it is where there are no service workers', async () => {
    await expect(withQuietServiceWorkerUpdates(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
