import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { Button } from '@/components/ui';
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
        <ul
          aria-label={t('actions.unavailable')}
          className="flex flex-col gap-0.5 text-sm text-slate-700"
        >
          {blocked.map((row) => (
            <li key={row.action} id={row.reasonId}>
              <span className="font-medium text-slate-900">{t(`actions.${row.action}`)}:</span>{' '}
              {reasonOf(row.availability.reason, state)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
