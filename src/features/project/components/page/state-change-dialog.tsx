import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isApiError } from '@/api/client';
import type { Project } from '@/api/types';
import { Alert, Button, Dialog, DialogActions, showToast } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import {
  changeGoesThroughTransit,
  STATE_ACTION_TARGET,
  type StateAction,
} from '@/lib/review-status';
import { useChangeProjectState } from '../../api/project-mutations';

export interface StateChangeDialogProps {
  project: Project;
  action: StateAction;
  onClose: () => void;
}

/** The same-state answer: HTTP 406 whose body statusCode is 412 (spec.md). */
function isSameStateAnswer(error: unknown): boolean {
  return isApiError(error) && error.status === 406 && error.code === 412;
}

/** Confirms a state change and says its side effects before anything happens. */
export function StateChangeDialog({ project, action, onClose }: StateChangeDialogProps) {
  const { t } = useTranslation('project');
  const change = useChangeProjectState(project.projectUID);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus starts on the choice that changes nothing.
  useEffect(() => {
    cancelRef.current?.focus();
  }, []);
  const to = STATE_ACTION_TARGET[action];
  const from = project.projectState;
  const viaTransit = changeGoesThroughTransit(from, to);
  const stateName = (state: string) => t(`state.${state}`);

  const effects = [t(`confirm.${action}.body`, { count: project.tasks?.length ?? 0 })];
  if (action === 'reactivate' && from === 'Completed') effects.push(t('confirm.restartsWorkflow'));
  if (viaTransit && action !== 'archive')
    effects.push(t('confirm.filesReturn', { state: stateName(to) }));

  const confirm = () => {
    change.mutate(to, {
      onSuccess: () => {
        showToast({
          tone: 'success',
          message: viaTransit
            ? t('toast.moving', { name: project.name, state: stateName(to) })
            : t('toast.stateChanged', { name: project.name, state: stateName(to) }),
        });
        onClose();
      },
    });
  };

  let errorText: string | null = null;
  if (change.isError) {
    const error = change.error;
    if (isSameStateAnswer(error)) errorText = t('errors.sameState', { state: stateName(to) });
    else if (isApiError(error) && error.kind === 'precondition') errorText = t('errors.inTransit');
    else errorText = describeError(error);
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!change.isPending) onClose();
      }}
      title={t(`confirm.${action}.title`, { name: project.name })}
    >
      <ul className="flex list-disc flex-col gap-2 ps-5 text-sm text-slate-800">
        {effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      {errorText && <Alert tone="error">{errorText}</Alert>}
      <DialogActions>
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={change.isPending}>
          {change.isError ? t('common:actions.close') : t('common:actions.cancel')}
        </Button>
        {!change.isError && (
          <Button onClick={confirm} disabled={change.isPending}>
            {change.isPending ? t('confirm.working') : t(`confirm.${action}.confirm`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
