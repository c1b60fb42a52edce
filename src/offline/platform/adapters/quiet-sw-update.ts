/**
 * Runs `start` while every ServiceWorkerRegistration.update() it begins has a rejection
 * handler. MSW's worker start calls `registration.update()` without awaiting it; a reload (or
 * a closed tab) during that background update rejects the promise with nobody listening, and
 * the page reports an unhandled rejection. The update is a refresh of an already working
 * worker, so its failure needs no handling beyond being expected.
 */
export async function withQuietServiceWorkerUpdates<T>(start: () => Promise<T>): Promise<T> {
  if (typeof ServiceWorkerRegistration === 'undefined') return start();
  const proto = ServiceWorkerRegistration.prototype;
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'update');
  const original = descriptor?.value as
    ((this: ServiceWorkerRegistration) => Promise<void>) | undefined;
  if (!descriptor || typeof original !== 'function') return start();
  Object.defineProperty(proto, 'update', {
    ...descriptor,
    value: function update(this: ServiceWorkerRegistration) {
      const pending = original.call(this);
      pending.catch(() => undefined);
      return pending;
    },
  });
  try {
    return await start();
  } finally {
    Object.defineProperty(proto, 'update', descriptor);
  }
}
