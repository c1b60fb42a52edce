import { useState } from 'react';
import type { DalAsset } from '@/api/types';
import { cn } from '@/components/ui';

/**
 * The library's JPEG thumbnail; a worded placeholder when there is none or it fails to load.
 * Texts come from the caller, so a grid of thousands subscribes to translations once. Not
 * `loading="lazy"`: the grid renders only cards in or near view, and lazy images wait for an
 * intersection check in the frame before they start, work on every first paint and scroll.
 */
export function LibraryThumbnail({
  asset,
  className,
  missingText,
  alt = '',
}: {
  asset: Pick<DalAsset, 'name' | 'thumbnailUrl'>;
  className?: string;
  missingText: string;
  /** Empty in a card, where the name is written next to it. */
  alt?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = asset.thumbnailUrl;
  if (url && broken !== url) {
    return (
      <img
        src={url}
        alt={alt}
        decoding="async"
        draggable={false}
        onError={() => setBroken(url)}
        className={cn('bg-slate-100 object-contain', className)}
      />
    );
  }
  return (
    <div
      className={cn(
        'grid place-items-center bg-slate-100 p-2 text-center text-xs text-slate-700',
        className,
      )}
    >
      {missingText}
    </div>
  );
}
