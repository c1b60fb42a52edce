import { useTranslation } from '@/lib/i18n';
import { Alert, Button } from '@/components/ui';
import type { CompareMode } from '../stores/compare-store';

/** Said plainly when there is no text to compare, with the pixel views one click away. */
export function NoTextLayer({
  reason,
  onPixelView,
}: {
  reason: 'not-pdf' | 'no-text';
  onPixelView: (mode: CompareMode) => void;
}) {
  const { t } = useTranslation('compare-text');
  return (
    <Alert tone="info" title={t('noText.title')}>
      <p>{reason === 'not-pdf' ? t('noText.notPdf') : t('noText.outlined')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPixelView('side-by-side')}>
          {t('noText.sideBySide')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onPixelView('difference')}>
          {t('noText.difference')}
        </Button>
      </div>
    </Alert>
  );
}
