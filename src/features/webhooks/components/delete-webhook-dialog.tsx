import { useTranslation } from '@/lib/i18n';
import { Button, Dialog } from '@/components/ui';

export interface DeleteWebhookDialogProps {
  url: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting: deletion cannot be undone and takes about a minute to take effect. */
export function DeleteWebhookDialog({
  url,
  pending,
  onConfirm,
  onClose,
}: DeleteWebhookDialogProps) {
  const { t } = useTranslation('webhooks');
  return (
    <Dialog
      open={url !== null}
      onClose={onClose}
      title={t('delete.title')}
      description={t('delete.body', { url: url ?? '' })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    />
  );
}
