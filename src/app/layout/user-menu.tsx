import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useIsOfflineService } from '@/api/client';
import { Button, cn, focusRing } from '@/components/ui';
import { useCurrentUser, useLogout } from '@/features/auth';
import { paths } from '@/app/paths';

// Its text loads with it, so the header never waits for the profile namespace.
const ProfileMenuLink = lazy(async () => ({
  default: (await import('@/features/profile')).ProfileMenuLink,
}));

// Offline demo only, so its code and text load only when the menu shows it.
const MailboxMenuLink = lazy(async () => ({
  default: (await import('@/features/mailbox')).MailboxMenuLink,
}));

const itemClass = cn(
  'block rounded-md px-2 py-2 text-sm text-slate-900 hover:bg-slate-100',
  focusRing,
);

/**
 * A disclosure (button + panel), not an ARIA menu: it holds a link and a button that
 * work with Tab like everything else. Escape, a click outside or leaving it closes it.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const offline = useIsOfflineService();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and focus leaving the controls inside close the menu: delegated handlers
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Only a focus move to somewhere else closes it; a null target (Safari clicks) must not.
        if (
          event.relatedTarget instanceof Node &&
          !event.currentTarget.contains(event.relatedTarget)
        )
          setOpen(false);
      }}
    >
      <Button
        ref={button}
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {user?.fullName ?? t('userMenu.fallbackName')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute end-0 top-full z-40 mt-2 w-64 rounded-md border border-slate-300 bg-white p-2 shadow-lg"
      >
        {user && (
          <p className="truncate px-2 py-1 text-sm text-slate-700">
            {t('userMenu.signedInAs', { email: user.email })}
          </p>
        )}
        <Suspense fallback={null}>
          <ProfileMenuLink
            to={paths.profile.getHref()}
            onClick={() => setOpen(false)}
            className={itemClass}
          />
        </Suspense>
        {offline && (
          <Link
            to={paths.offlineSettings.getHref()}
            onClick={() => setOpen(false)}
            className={itemClass}
          >
            {t('userMenu.offlineSettings')}
          </Link>
        )}
        {offline && (
          <Suspense fallback={null}>
            <MailboxMenuLink
              to={paths.mailbox.getHref()}
              onClick={() => setOpen(false)}
              className={itemClass}
            />
          </Suspense>
        )}
        <button
          type="button"
          onClick={() => logout()}
          className={cn(itemClass, 'w-full text-start')}
        >
          {t('userMenu.signOut')}
        </button>
      </div>
    </div>
  );
}
