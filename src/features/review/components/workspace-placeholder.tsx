import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Asset } from '@/api/types';
import { Spinner } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { WorkspaceTitle } from './workspace-title';

/**
 * What the review tool shows while its code (konva and the canvas, most of a review's bytes)
 * loads: the same header with the asset's name and version, room for the toolbar, and a
 * spinner where the artwork comes. A phone shows what is being reviewed as soon as the asset
 * is known instead of a blank page with a spinner. Light: not part of the tool's chunk.
 */
export function WorkspacePlaceholder({
  asset,
  headerStart,
  nameTiming,
}: {
  asset: Asset;
  headerStart?: ReactNode;
  /** Element Timing identifier of the asset's name, for whoever waits for it to show. */
  nameTiming?: string;
}) {
  const titleId = useId();
  // Not waiting for the review texts: they load with the tool; the name needs none.
  const { t, ready } = useTranslation('review', { useSuspense: false });
  return (
    <section aria-labelledby={titleId} aria-busy="true" className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-300 bg-white px-3 py-2 max-md:gap-x-2 max-md:gap-y-0.5 max-md:py-1">
        {headerStart}
        <WorkspaceTitle
          id={titleId}
          asset={asset}
          page={0}
          t={ready ? t : null}
          nameTiming={nameTiming}
        />
        {/* The toolbar's height (its size-9 buttons), so the header keeps its size. */}
        <div className="h-9 max-md:basis-full" />
      </header>
      <div className="grid flex-1 place-items-center">
        <Spinner />
      </div>
    </section>
  );
}
