import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Dialog, DialogActions, TextField } from '@/components/ui';
import { parseWipLimit } from '../../model/wip';
import { MAX_WIP_LIMIT, useWipLimits } from '../../stores/wip-limits';

export interface WipLimitDialogProps {
  column: { columnUID: string; name: string } | null;
  onClose: () => void;
}

/** Sets or removes one column's work-in-progress limit; a wrong value keeps what was typed. */
export function WipLimitDialog({ column, onClose }: WipLimitDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog
      open={column !== null}
      onClose={onClose}
      title={t('wip.title', { name: column?.name ?? '' })}
      description={t('wip.description')}
    >
      {column && <WipLimitForm key={column.columnUID} column={column} onClose={onClose} />}
    </Dialog>
  );
}

function WipLimitForm({
  column,
  onClose,
}: {
  column: { columnUID: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const current = useWipLimits((s) => s.limits[column.columnUID]);
  const setLimit = useWipLimits((s) => s.setLimit);
  const [text, setText] = useState(current === undefined ? '' : String(current));
  const [error, setError] = useState<string | undefined>();
  const formId = useId();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseWipLimit(text, MAX_WIP_LIMIT);
    if (!parsed.ok) {
      setError(t('wip.invalid', { max: MAX_WIP_LIMIT }));
      return;
    }
    setLimit(column.columnUID, parsed.limit);
    onClose();
  };

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('wip.label')}
        hint={t('wip.hint')}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        {current !== undefined && (
          <Button
            variant="secondary"
            onClick={() => {
              setLimit(column.columnUID, null);
              onClose();
            }}
          >
            {t('wip.remove')}
          </Button>
        )}
        <Button type="submit">{t('wip.save')}</Button>
      </DialogActions>
    </form>
  );
}
