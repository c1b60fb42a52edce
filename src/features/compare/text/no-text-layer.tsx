import { useTranslation } from '@/lib/i18n';
import { Alert, Button } from '@/components/ui';
import type { CompareMode } from '../stores/compare-store';

const MESSAGE = {
  'not-pdf': 'noText.notPdf',
  'no-text': 'noText.outlined',
  'no-originals': 'noText.noOriginals',
} as const;

/** Said plainly when there is no text to compare, with the pixel views one click away. */
export function NoTextLayer({
  reason,
  onPixelView,
}: {
  reason: 'not-pdf' | 'no-text' | 'no-originals';
  onPixelView: (mode: CompareMode) => void;
}) {
  const { t } = useTranslation('compare-text');
  return (
    <Alert tone="info" title={t('noText.title')}>
      <p>{t(MESSAGE[reason])}</p>
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
