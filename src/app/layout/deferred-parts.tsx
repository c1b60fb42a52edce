import { lazy, Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * True once the browser has been idle after the frame mounted (or after `timeout` ms at the
 * latest). Parts of the frame that nobody needs to see the first screen (the re-login dialog,
 * the expiry banner, the upload queue) wait for it, so their code is not part of the first load
 * and does not compete with the screen's own chunks and data.
 */
export function useIdleAfterMount(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), Math.min(timeout, 300));
    return () => window.clearTimeout(id);
  }, [timeout]);
  return idle;
}

const Nothing: ComponentType = () => null;

/**
 * A component whose code loads when the browser is idle after the frame mounted. What it shows
 * depends on state that lives outside it (the session, the auth queue, the upload queue), so
 * mounting it a moment later loses nothing: it shows what that state says when it arrives.
 */
function deferred(load: () => Promise<ComponentType>): ComponentType {
  // A chunk that cannot load leaves its place empty rather than taking the frame down with it.
  const Lazy = lazy(async () => ({ default: await load().catch(() => Nothing) }));
  return function Deferred() {
    const idle = useIdleAfterMount();
    if (!idle) return null;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  };
}

// Deep imports on purpose: the auth feature's index is in the entry chunk (the session guard),
// so importing these through it would keep their code there.
export const DeferredSessionExpiryWarning = deferred(
  async () =>
    (await import('@/features/auth/components/session-expiry-warning')).SessionExpiryWarning,
);
export const DeferredReloginDialog = deferred(
  async () => (await import('@/features/auth/components/relogin-dialog')).ReloginDialog,
);
export const DeferredUploadPanel = deferred(
  async () => (await import('@/features/uploads')).UploadPanel,
);
