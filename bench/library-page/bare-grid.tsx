import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { DalAsset } from '@/api/types';

/** The baseline: the same thumbnails in a bare TanStack Virtual grid, nothing else. */
export function BareGrid({ assets, columns }: { assets: DalAsset[]; columns: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const rows = Math.ceil(assets.length / columns);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => ref.current,
    estimateSize: () => 224,
    overscan: 4,
  });
  return (
    <div ref={ref} className="h-full overflow-auto">
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="absolute start-0 grid w-full gap-3 p-1.5"
            style={{
              top: row.start,
              height: row.size,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {assets.slice(row.index * columns, row.index * columns + columns).map((asset) => (
              <div
                key={asset.assetUID}
                className="flex flex-col gap-1 rounded-md border border-slate-300 p-2"
              >
                <img src={asset.thumbnailUrl ?? ''} alt="" className="h-32 w-full object-contain" />
                <span className="truncate text-sm">{asset.name}</span>
                <span className="truncate text-xs">{asset.tags.join(', ')}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
