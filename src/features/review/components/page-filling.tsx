import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { PageImages } from '../canvas/page-images';

const filling = (images: PageImages) =>
  images.rowsLoaded !== undefined && images.rowsLoaded < images.size.height;

/**
 * Says the page is still loading while a big one fills in from the top (its lower rows show
 * grey until they arrive); gone once it is whole. Re-renders only when that changes.
 */
export function PageFilling({ images, page }: { images: PageImages; page: number }) {
  const { t } = useTranslation('review');
  const subscribe = useCallback(
    (onChange: () => void) => images.onOverviewChange(onChange),
    [images],
  );
  const shown = useSyncExternalStore(subscribe, () => filling(images));
  if (!shown) return null;
  return (
    <p
      role="status"
      className="pointer-events-none absolute start-3 bottom-3 rounded-md bg-white/90 px-2 py-1 text-xs shadow"
    >
      {t('workspace.loadingPage', { page })}
    </p>
  );
}
