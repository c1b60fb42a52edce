import { Outlet } from 'react-router';
import { RateLimitBanner } from '@/components/rate-limit-banner';
import { ReloginDialog, SessionExpiryWarning } from '@/features/auth';
import { AppHeader } from './app-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useRouteFocus } from './use-route-focus';

/** The signed-in frame: header, banners, the screen, and the session dialogs mounted once. */
export function AppLayout() {
  useRouteFocus(MAIN_ID);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <AppHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-6 pt-4 empty:hidden">
        <RateLimitBanner />
        <SessionExpiryWarning />
      </div>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-6 py-6"
      >
        <Outlet />
      </main>
      <ReloginDialog />
    </div>
  );
}
