import { lazy } from 'react';
import type { ComponentType } from 'react';
import { i18n } from '@/lib/i18n';

/** A component whose code is its own chunk: rendered through `Component`, fetched early by `preload`. */
export interface Deferred<P> {
  preload: () => Promise<unknown>;
  /** Suspends until the chunk is here: render it inside a `Suspense`. */
  Component: ComponentType<P>;
}

const Nothing: ComponentType = () => null;

/**
 * What the board shows only after a click (menus, tips, dialogs) or in the other view: kept out
 * of the dashboard's first load, fetched right after the board's first paint (see
 * `preloadBoardExtras`), so by the time someone clicks, the code is usually already here.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // Forget the failure, so a later preload tries again.
      loading = null;
      throw error;
    });
    return loading;
  };
  // A chunk that cannot load leaves the trigger without its panel rather than taking the board
  // down with it (a reload fetches it again).
  const Component = lazy(async () => ({
    default: await preload().catch(() => Nothing as ComponentType<P>),
  }));
  return { preload, Component };
}

export const ActionsMenuPanel = deferred(
  async () => (await import('./card/project-actions-panel')).ProjectActionsPanel,
);
// With its texts: a namespace still loading would suspend the whole board.
export const WhyPendingPanel = deferred(async () => {
  const [module] = await Promise.all([
    import('./card/why-pending-panel'),
    i18n.loadNamespaces('pending'),
  ]);
  return module.WhyPendingPanel;
});
export const WipLimitDialog = deferred(
  async () => (await import('./board/wip-limit-dialog')).WipLimitDialog,
);
export const ProjectTable = deferred(
  async () => (await import('./list/project-table')).ProjectTable,
);

/** After the board's first paint: the code and texts its clicks need, so none of them waits. */
/** The search field's tip: its button shows on the board, its code is not in the first load. */
export const SearchHintTip = deferred(
  async () => (await import('@/components/ui/info-tip')).InfoTip,
);

export function preloadBoardExtras(): void {
  const quiet = () => undefined;
  for (const part of [
    ActionsMenuPanel,
    WhyPendingPanel,
    WipLimitDialog,
    ProjectTable,
    SearchHintTip,
  ]) {
    part.preload().catch(quiet);
  }
}
