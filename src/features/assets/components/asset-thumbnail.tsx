import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { cn } from '@/components/ui';

/** The service's JPEG thumbnail once processed; a labelled placeholder before or instead. */
export function AssetThumbnail({
  asset,
  className,
}: {
  asset: Pick<Asset, 'name' | 'status' | 'thumbnailUrl'>;
  className?: string;
}) {
  const { t } = useTranslation('assets');
  const [broken, setBroken] = useState<string | null>(null);
  const url = asset.thumbnailUrl;
  if (url && broken !== url) {
    return (
      <img
        src={url}
        alt={t('thumbnail.alt', { name: asset.name })}
        loading="lazy"
        onError={() => setBroken(url)}
        className={cn('bg-slate-100 object-contain', className)}
      />
    );
  }
  const text =
    asset.status === 'Failed'
      ? t('thumbnail.none')
      : asset.status === 'Processed'
        ? t('thumbnail.missing')
        : t('thumbnail.notYet');
  return (
    <div
      className={cn(
        'grid place-items-center bg-slate-100 p-2 text-center text-xs text-slate-700',
        className,
      )}
    >
      {text}
    </div>
  );
}
