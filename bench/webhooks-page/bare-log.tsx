import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { DeliveryGroup } from '@/features/webhooks/model/delivery-groups';
import {
  DeliveryGroupRow,
  groupRowHeight,
} from '@/features/webhooks/components/delivery-group-row';

const noop = () => undefined;

/** The baseline: the same rows (Redeliver buttons included) in a plain virtualizer, nothing else. */
export function BareLog({ groups }: { groups: readonly DeliveryGroup[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the baseline is the plain virtualizer
  const virtualizer = useVirtualizer({
    count: groups.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => groupRowHeight(groups[i]?.attempts.length ?? 1),
    overscan: 4,
  });
  return (
    <div ref={scroller} className="h-[35rem] overflow-auto">
      <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const group = groups[item.index];
          return group ? (
            <div
              key={item.key}
              className="absolute inset-x-0"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <DeliveryGroupRow
                group={group}
                onOpen={noop}
                onRedeliver={noop}
                redelivering={false}
              />
            </div>
          ) : null;
        })}
      </div>
    </div>
  );
}
