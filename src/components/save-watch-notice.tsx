import { useTranslation } from '@/lib/i18n';
import type { UseSaveWatch } from '@/lib/save-watch';
import { Alert, Button } from './ui';

/**
 * Next to a form's save button: "Still saving…" with Cancel once the save has had no answer
 * for a while, then what the check after a cancel found. "Saved after all" is the watch's
 * toast, since the form usually goes away with it.
 */
export function SaveWatchNotice({ watch }: { watch: UseSaveWatch }) {
  // Never suspends the form it sits in: it says nothing for the first 8 s, long after the texts
  // have loaded.
  const { t, ready } = useTranslation('reliability', { useSuspense: false });
  if (!ready) return null;
  if (watch.phase === 'slow') {
    return (
      <Alert
        tone="info"
        action={
          <Button variant="secondary" size="sm" onClick={watch.cancel}>
            {t('save.cancel')}
          </Button>
        }
      >
        {t('save.still')}
      </Alert>
    );
  }
  if (watch.phase === 'checking') return <Alert tone="info">{t('save.checking')}</Alert>;
  if (watch.outcome === 'notSaved') return <Alert tone="warning">{t('save.notSaved')}</Alert>;
  if (watch.outcome === 'unknown') {
    return (
      <Alert
        tone="warning"
        action={
          <Button variant="secondary" size="sm" onClick={watch.recheck}>
            {t('save.checkAgain')}
          </Button>
        }
      >
        {t('save.unknown')}
      </Alert>
    );
  }
  return null;
}
