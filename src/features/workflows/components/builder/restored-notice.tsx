import { useTranslation } from '@/lib/i18n';
import { Alert, Button } from '@/components/ui';
import { formatDateTime } from '@/lib/format';

/** Says that unsaved work from earlier in this tab came back, and offers to drop it. */
export function RestoredNotice({ at, onDiscard }: { at: string; onDiscard: () => void }) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  return (
    <Alert
      tone="info"
      action={
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          {t('builder.discardRestored')}
        </Button>
      }
    >
      {t('builder.restored', { time: formatDateTime(at) })}
    </Alert>
  );
}
