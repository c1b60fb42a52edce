import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, Dialog } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useResetDemoData } from '../api/mock-settings';

/** `onReset` runs after the service restored the seed; every session has ended by then. */
export function ResetDemoSection({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const reset = useResetDemoData();

  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        onReset();
      },
    });

  return (
    <section
      aria-labelledby="reset-demo-heading"
      className="flex max-w-3xl flex-col items-start gap-3 rounded-lg border border-slate-300 bg-white p-4"
    >
      <h2 id="reset-demo-heading" className="text-base font-semibold text-slate-900">
        {t('reset.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('reset.body')}</p>
      <Button
        variant="danger"
        onClick={() => {
          reset.reset();
          setOpen(true);
        }}
      >
        {t('reset.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('reset.dialogTitle')}
        description={t('reset.dialogBody')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('reset.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={reset.isPending}>
              {reset.isPending ? t('reset.resetting') : t('reset.confirm')}
            </Button>
          </>
        }
      >
        {reset.isError && (
          <Alert tone="error" title={t('reset.failed')}>
            {describeError(reset.error)}
          </Alert>
        )}
      </Dialog>
    </section>
  );
}
