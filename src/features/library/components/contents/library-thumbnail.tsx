import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DalAsset } from '@/api/types';
import { cn } from '@/components/ui';

/** The library's JPEG thumbnail; a worded placeholder when there is none or it fails to load. */
export function LibraryThumbnail({
  asset,
  className,
  decorative = true,
}: {
  asset: Pick<DalAsset, 'name' | 'thumbnailUrl'>;
  className?: string;
  /** In a card the name is written next to it, so the image adds nothing for a screen reader. */
  decorative?: boolean;
}) {
  const { t } = useTranslation('library');
  const [broken, setBroken] = useState<string | null>(null);
  const url = asset.thumbnailUrl;
  if (url && broken !== url) {
    return (
      <img
        src={url}
        alt={decorative ? '' : t('thumbnail.alt', { name: asset.name })}
        loading="lazy"
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
      {t('thumbnail.missing')}
    </div>
  );
}
