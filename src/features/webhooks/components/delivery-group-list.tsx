import { useVirtualizer } from '@tanstack/react-virtual';
import { cn, focusRingInset } from '@/components/ui';
import { useCallback, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WebhookDelivery } from '@/api/types';
import type { DeliveryGroup } from '../model/delivery-groups';
import { DeliveryGroupRow, groupRowHeight } from './delivery-group-row';

export interface DeliveryGroupListProps {
  groups: readonly DeliveryGroup[];
  onOpen: (attempt: WebhookDelivery) => void;
  onRedeliver?: ((group: DeliveryGroup) => void) | undefined;
  /** Key of the group being redelivered. */
  redelivering: string | null;
}

/** 35rem (h-[35rem]) less the 1px borders, at 16px per rem. */
const SCROLLER_RECT = { width: 0, height: 558 };

const estimate = (group: DeliveryGroup | undefined) => groupRowHeight(group?.attempts.length ?? 1);

/**
 * The grouped log in a virtual list (thousands of attempts stay cheap): only the groups in
 * view are in the DOM, measured as they render since retries make them different heights.
 */
export function DeliveryGroupList({
  groups,
  onOpen,
  onRedeliver,
  redelivering,
}: DeliveryGroupListProps) {
  const { t } = useTranslation('webhooks');
  const scroller = useRef<HTMLDivElement>(null);
  // Stable while the groups are: a new getItemKey makes the virtualizer recompute the
  // positions of every group (thousands) on each render.
  const estimateSize = useCallback((index: number) => estimate(groups[index]), [groups]);
  const getItemKey = useCallback((index: number) => groups[index]?.key ?? index, [groups]);
  // The virtualizer's methods are not memoizable; this component does not rely on the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: groups.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    // The scroller's inner height at the default text size: the first render already holds
    // the rows in view (without it, a pass renders none, then the real size renders them).
    // A different text size costs one more render, never a wrong list.
    initialRect: SCROLLER_RECT,
    overscan: 4,
  });
  return (
    <div
      ref={scroller}
      // Focusable so the list scrolls by keyboard even before a row is focused.
      tabIndex={0}
      aria-label={t('log.listLabel')}
      role="region"
      className={cn(
        'h-[35rem] overflow-auto rounded-md border border-slate-300 bg-white',
        focusRingInset,
      )}
    >
      <div role="list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const group = groups[item.index];
          if (!group) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={groups.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              // Measured as they mount: the layout this forces is the one the first paint needs
              // anyway, and the estimates match unless a row wraps (narrow screens), so it
              // rarely re-renders. Not deferred: a later switch re-rendered every row.
              ref={virtualizer.measureElement}
              className="absolute start-0 top-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <DeliveryGroupRow
                group={group}
                onOpen={onOpen}
                onRedeliver={onRedeliver}
                redelivering={redelivering === group.key}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
