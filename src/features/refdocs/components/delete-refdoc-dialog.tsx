import { useTranslation } from '@/lib/i18n';
import type { RefDoc } from '@/api/types';
import { Alert, Button, Dialog } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useDeleteRefDoc } from '../api/refdoc-mutations';

/** Deletes a reference document after saying it cannot be undone. */
export function DeleteRefDocDialog({
  projectUID,
  doc,
  onClose,
}: {
  projectUID: string;
  doc: RefDoc;
  onClose: () => void;
}) {
  const { t } = useTranslation('refdocs');
  const remove = useDeleteRefDoc(projectUID);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('delete.title', { name: doc.name })}
      description={doc.kind === 'File' ? t('delete.file') : t('delete.link')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(doc.refDocUID, { onSuccess: onClose })}
          >
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      {remove.isError && <Alert tone="error">{describeError(remove.error)}</Alert>}
    </Dialog>
  );
}
