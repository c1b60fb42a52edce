import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RateLimitBanner } from '@/components/rate-limit-banner';
import { AppHeader } from './app-header';
import { DeferredReloginDialog, DeferredSessionExpiryWarning } from './deferred-parts';
import { RouteLoading } from './route-loading';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';

/**
 * The signed-in frame for full-screen tools (the review canvas): the same header, banners and
 * session dialogs as AppLayout, but the screen takes the whole width and the rest of the height.
 * On a phone the app header steps aside (the tool's own back link leads out): the artwork
 * gets the screen.
 */
export function WorkspaceLayout() {
  useRouteFocus(MAIN_ID);
  return (
    <div className="flex h-dvh flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <div className="max-md:hidden">
        <AppHeader />
      </div>
      <div className="flex flex-col gap-2 px-3 pt-2 empty:hidden">
        <RateLimitBanner />
        <DeferredSessionExpiryWarning />
      </div>
      <main id={MAIN_ID} tabIndex={-1} className="flex min-h-0 flex-1 flex-col">
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <DeferredReloginDialog />
    </div>
  );
}
