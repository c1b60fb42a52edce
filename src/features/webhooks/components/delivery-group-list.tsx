import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  // The estimates are exact where rows do not wrap; measuring (a forced layout per row) waits
  // until after the first paint and then only corrects rows that wrapped on narrow screens.
  const [measuring, setMeasuring] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMeasuring(true));
    return () => cancelAnimationFrame(frame);
  }, []);
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
    // No initialRect: a guessed size would render the rows once for the guess and again for
    // the real size; unknown, the first pass renders none and the measured pass renders them.
    overscan: 4,
  });
  return (
    <div
      ref={scroller}
      // Focusable so the list scrolls by keyboard even before a row is focused.
      tabIndex={0}
      aria-label={t('log.listLabel')}
      role="region"
      className="h-[35rem] overflow-auto rounded-md border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-blue-700"
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
              ref={measuring ? virtualizer.measureElement : undefined}
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
