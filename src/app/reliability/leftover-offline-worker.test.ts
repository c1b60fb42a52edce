import { describe, expect, it, vi } from 'vitest';
import { removeLeftoverOfflineWorker } from './leftover-offline-worker';

function registration(scriptURL: string) {
  const unregister = vi.fn(() => Promise.resolve(true));
  const worker = { scriptURL } as ServiceWorker;
  const entry = { active: worker, waiting: null, installing: null, unregister };
  return { entry: entry as unknown as ServiceWorkerRegistration, unregister };
}

describe('removeLeftoverOfflineWorker', () => {
  it('unregisters only the offline service worker, with or without its app-shell query', async () => {
    const plain = registration('https://app.example/offline-service-worker.js');
    const shell = registration('https://app.example/offline-service-worker.js?shell=index-abc.js');
    const other = registration('https://app.example/push-worker.js');
    const removed = await removeLeftoverOfflineWorker({
      getRegistrations: () => Promise.resolve([plain.entry, shell.entry, other.entry]),
    });
    expect(removed).toBe(2);
    expect(plain.unregister).toHaveBeenCalledOnce();
    expect(shell.unregister).toHaveBeenCalledOnce();
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers or cannot list them', async () => {
    await expect(removeLeftoverOfflineWorker(undefined)).resolves.toBe(0);
    await expect(
      removeLeftoverOfflineWorker({ getRegistrations: () => Promise.reject(new Error('denied')) }),
    ).resolves.toBe(0);
  });
});
