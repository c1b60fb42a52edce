import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { Button, InfoTip } from '@/components/ui';
import type { ButtonVariant } from '@/components/ui';
import {
  actionAvailability,
  STATE_ACTIONS,
  type ActionAvailability,
  type ProjectAction,
  type StateAction,
} from '@/lib/review-status';
import { useBlockReason } from './use-block-reason';

export interface ProjectActionsProps {
  project: Project;
  onEdit: () => void;
  onReport: () => void;
  onDelete: () => void;
  onStateAction: (action: StateAction) => void;
}

interface ActionSpec {
  action: ProjectAction;
  variant: ButtonVariant;
  run: () => void;
}

/**
 * The actions the state table allows. A blocked action stays focusable (aria-disabled, not
 * disabled) so keyboard and screen-reader users reach it and hear why, and the reason is also
 * written out under the toolbar.
 */
export function ProjectActions(props: ProjectActionsProps) {
  const { project, onEdit, onReport, onDelete, onStateAction } = props;
  const { t } = useTranslation('project');
  const reasonOf = useBlockReason();
  const baseId = useId();
  const state = project.projectState;
  const specs: ActionSpec[] = [
    { action: 'edit', variant: 'secondary', run: onEdit },
    ...STATE_ACTIONS.map((action): ActionSpec => ({
      action,
      variant: 'secondary',
      run: () => onStateAction(action),
    })),
    { action: 'delete', variant: 'danger', run: onDelete },
  ];
  const rows = specs.map((spec) => ({
    ...spec,
    availability: actionAvailability(state, spec.action),
    reasonId: `${baseId}-${spec.action}`,
  }));
  const blocked = rows.filter(
    (row): row is typeof row & { availability: Extract<ActionAvailability, { allowed: false }> } =>
      !row.availability.allowed,
  );

  const button = (row: (typeof rows)[number]): ReactNode => {
    const allowed = row.availability.allowed;
    return (
      <Button
        key={row.action}
        variant={row.variant}
        aria-disabled={allowed ? undefined : true}
        aria-describedby={allowed ? undefined : row.reasonId}
        className={allowed ? undefined : 'cursor-not-allowed opacity-60'}
        onClick={allowed ? row.run : undefined}
      >
        {t(`actions.${row.action}`)}
      </Button>
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
        {rows.filter((row) => row.action !== 'delete').map(button)}
        <Button variant="secondary" onClick={onReport}>
          {t('actions.proofReport')}
        </Button>
        <span className="ms-auto">{rows.filter((row) => row.action === 'delete').map(button)}</span>
      </div>
      {blocked.length > 0 && (
        // The reasons are one press away; each blocked button still describes itself by its own.
        <span className="flex items-center gap-1 text-sm text-slate-700">
          {t('actions.unavailableCount', { count: blocked.length })}
          <InfoTip label={t('actions.whyUnavailable')}>
            <span className="flex flex-col gap-1">
              {blocked.map((row) => (
                <span key={row.action} id={row.reasonId}>
                  <span className="font-medium text-slate-900">{t(`actions.${row.action}`)}:</span>{' '}
                  {reasonOf(row.availability.reason, state)}
                </span>
              ))}
            </span>
          </InfoTip>
        </span>
      )}
    </div>
  );
}
