import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { cn } from '@/components/ui';
import { RateLimitBanner } from '@/components/rate-limit-banner';
import { DeferredStaleDataNotice } from '@/app/reliability/deferred-stale-notice';
import { AppHeader } from './app-header';
import {
  DeferredReloginDialog,
  DeferredSessionExpiryWarning,
  DeferredUploadPanel,
} from './deferred-parts';
import { RouteLoading } from './route-loading';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';

/** The signed-in frame: header, banners, the screen, and the session dialogs mounted once. */
export function AppLayout() {
  useRouteFocus(MAIN_ID);
  // A board shows every column the window can hold; other screens keep a reading width.
  const wide = useMatches().some(
    (match) => (match.handle as { wide?: boolean } | undefined)?.wide === true,
  );
  const width = wide ? 'max-w-none' : 'max-w-7xl';
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <AppHeader />
      <div
        className={cn('mx-auto flex w-full flex-col gap-2 px-4 pt-4 empty:hidden sm:px-6', width)}
      >
        <RateLimitBanner />
        <DeferredStaleDataNotice />
        {/* Loaded once the first screen is up: nobody needs them to see it. */}
        <DeferredSessionExpiryWarning />
        <DeferredUploadPanel />
      </div>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={cn('mx-auto flex w-full flex-1 flex-col gap-6 px-4 py-4 sm:px-6 sm:py-6', width)}
      >
        {/* A screen suspends while its texts load; its heading follows at once. */}
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <DeferredReloginDialog />
    </div>
  );
}
