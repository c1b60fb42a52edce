import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button } from '@/components/ui';

/** Asked when someone closes the form over unsaved changes; focus lands on the safe choice. */
export function DiscardChangesPrompt({
  onKeep,
  onDiscard,
}: {
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('project');
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepRef.current?.focus();
  }, []);
  return (
    <Alert
      tone="warning"
      title={t('form.discard.question')}
      action={
        <div className="flex gap-2">
          <Button ref={keepRef} variant="secondary" size="sm" onClick={onKeep}>
            {t('form.discard.keep')}
          </Button>
          <Button variant="danger" size="sm" onClick={onDiscard}>
            {t('form.discard.confirm')}
          </Button>
        </div>
      }
    >
      {t('form.discard.body')}
    </Alert>
  );
}
