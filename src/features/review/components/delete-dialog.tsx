import { useTranslation } from '@/lib/i18n';
import { Button, Dialog } from '@/components/ui';
import type { Thread } from '../model/threads';

interface Props {
  thread: Thread | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting cannot be undone and takes the replies along; the dialog says so. */
export function DeleteDialog({ thread, onConfirm, onClose }: Props) {
  const { t } = useTranslation('review');
  return (
    <Dialog
      open={thread !== null}
      onClose={onClose}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description', { count: thread?.replies.length ?? 0 })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('deleteDialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('deleteDialog.confirm')}
          </Button>
        </>
      }
    >
      {thread && (
        <blockquote dir="auto" className="rounded-md bg-slate-100 p-2 text-sm whitespace-pre-wrap">
          {thread.annotation.text}
        </blockquote>
      )}
    </Dialog>
  );
}
