import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { WorkflowAction } from '@/api/types';
import { Alert, Button, Dialog, DialogActions } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useTriggerWorkflowAction } from '../api/trigger-action';
import { isMissingExtension } from '../model/extension-support';
import { OutcomeBadge } from './outcome-badge';

export interface RunActionDialogProps {
  projectUID: string;
  workflowName: string;
  action: WorkflowAction;
  name: string;
  effect: string;
  onClose: () => void;
}

/** Says what a ManualTrigger action will do, runs it on confirmation, then shows what it did. */
export function RunActionDialog(props: RunActionDialogProps) {
  const { projectUID, workflowName, action, name, effect, onClose } = props;
  const { t } = useTranslation('project-workflow');
  const trigger = useTriggerWorkflowAction(projectUID);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const finished = trigger.isSuccess || trigger.isError;

  // Focus starts on the choice that changes nothing, and moves to Close once there is a result.
  useEffect(() => {
    (finished ? closeRef : cancelRef).current?.focus();
  }, [finished]);

  let result = null;
  if (trigger.isSuccess) {
    const runs = trigger.data;
    result =
      runs === null || runs.length === 0 ? (
        <Alert tone="info">{t('run.noResult')}</Alert>
      ) : (
        <div role="status" className="flex flex-col gap-2 text-sm">
          <p className="font-medium">{t('run.result')}</p>
          <ul className="flex flex-col gap-2">
            {runs.map((run) => (
              <li key={run.runUID} className="flex flex-wrap items-center gap-2">
                <OutcomeBadge outcome={run.outcome} />
                <span>{run.message}</span>
              </li>
            ))}
          </ul>
        </div>
      );
  } else if (trigger.isError) {
    result = (
      <Alert tone="error">
        {isMissingExtension(trigger.error) && trigger.error.status !== 404
          ? t('manual.unsupported')
          : t('run.failed', { reason: describeError(trigger.error) })}
      </Alert>
    );
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!trigger.isPending) onClose();
      }}
      title={t('run.title', { name })}
    >
      <div className="flex flex-col gap-2 text-sm text-slate-800">
        <p>{t('run.intro', { workflow: workflowName })}</p>
        <p className="font-medium text-slate-900">{effect}</p>
      </div>
      {result}
      <DialogActions>
        {finished ? (
          <Button ref={closeRef} onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        ) : (
          <>
            <Button
              ref={cancelRef}
              variant="secondary"
              onClick={onClose}
              disabled={trigger.isPending}
            >
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => trigger.mutate(action.uid)} disabled={trigger.isPending}>
              {trigger.isPending ? t('run.running') : t('run.confirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
