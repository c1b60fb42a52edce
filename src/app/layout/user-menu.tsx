import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, cn, focusRing } from '@/components/ui';
import { useCurrentUser, useLogout } from '@/features/auth';
import { useIdleAfterMount } from './deferred-parts';
import type { UserMenuLinksProps } from './user-menu-links';

// The panel's links load once the browser is idle after the header mounted (or when the menu
// first opens): the first screen does not need them (dashboard budget). Sign out stays here,
// so it works even if their chunk cannot load.
const UserMenuLinks = lazy<ComponentType<UserMenuLinksProps>>(async () => {
  try {
    return { default: (await import('./user-menu-links')).UserMenuLinks };
  } catch {
    return { default: (_: UserMenuLinksProps) => null };
  }
});

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
  const idle = useIdleAfterMount();
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
        {(open || idle) && (
          <Suspense fallback={null}>
            <UserMenuLinks itemClass={itemClass} close={() => setOpen(false)} />
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
