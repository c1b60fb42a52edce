import { Link } from 'react-router';
import type { Asset } from '@/api/types';
import { cn, focusRing } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { Section } from './section';

const SHOWN = 8;

/**
 * The project's artwork at a glance: the first page of each asset (its thumbnail), each
 * opening the asset's review when the page knows where that is.
 */
export function ProjectArtwork({
  assets,
  reviewHref,
}: {
  assets: readonly Asset[] | undefined;
  reviewHref?: ((assetUID: string) => string) | undefined;
}) {
  const { t } = useTranslation('project');
  if (!assets) return null;
  return (
    <Section title={t('artwork.title')}>
      {assets.length === 0 ? (
        <p className="text-sm text-slate-700">{t('artwork.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {assets.slice(0, SHOWN).map((asset) => {
            const picture = asset.thumbnailUrl ? (
              <img
                src={asset.thumbnailUrl}
                alt=""
                loading="lazy"
                className="aspect-square w-full rounded bg-slate-100 object-contain"
              />
            ) : (
              <span className="grid aspect-square w-full place-items-center rounded bg-slate-100 p-2 text-center text-xs text-slate-700">
                {t('artwork.noPicture')}
              </span>
            );
            const caption = (
              <span className="line-clamp-2 text-xs break-all text-slate-800">{asset.name}</span>
            );
            return (
              <li key={asset.assetUID}>
                {reviewHref ? (
                  <Link
                    to={reviewHref(asset.assetUID)}
                    className={cn('flex flex-col gap-1 rounded p-1 hover:bg-slate-50', focusRing)}
                  >
                    {picture}
                    {caption}
                  </Link>
                ) : (
                  <span className="flex flex-col gap-1 p-1">
                    {picture}
                    {caption}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
