import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, SelectField } from '@/components/ui';
import type { SimulatedTask } from '@/domain/workflows/simulate';
import { SimulationByHand } from './simulation-by-hand';
import type { SimulationTexts } from './simulation-text';
import type { Simulation } from './use-simulation';

interface Props {
  simulation: Simulation;
  texts: SimulationTexts;
  people: readonly string[];
}

/** The choices that move the dry run on: how each open task ends, an asset, a button. */
export function SimulationNext({ simulation, texts, people }: Props) {
  const { t } = useTranslation('workflow-simulation');
  const { result } = simulation;
  if (result.end.kind === 'completed') return null;
  return (
    <div className="space-y-3">
      {result.openTasks.length > 0 && (
        <ul aria-label={t('next.tasksLabel')} className="space-y-2">
          {result.openTasks.map((task) => (
            <TaskChoice
              key={task.id}
              task={task}
              simulation={simulation}
              texts={texts}
              people={people}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => simulation.choose({ kind: 'assetUploaded' })}
        >
          {result.waitingActionUids.length > 0
            ? t('next.uploadAssetWaiting')
            : t('next.uploadAsset')}
        </Button>
        {result.manualActionUids.map((uid) => (
          <Button
            key={uid}
            variant="secondary"
            size="sm"
            onClick={() => simulation.choose({ kind: 'manual', actionUid: uid })}
          >
            {t('next.press', { name: texts.actionName(uid) })}
          </Button>
        ))}
      </div>
      <SimulationByHand simulation={simulation} texts={texts} people={people} />
    </div>
  );
}

function TaskChoice({
  task,
  simulation,
  texts,
  people,
}: {
  task: SimulatedTask;
  simulation: Simulation;
  texts: SimulationTexts;
  people: readonly string[];
}) {
  const { t } = useTranslation('workflow-simulation');
  const fallback = task.userUID ?? people[0] ?? '';
  const [holders, setHolders] = useState<Record<string, string>>({});
  const name = texts.taskName(task);
  const end = (outcome: 'approved' | 'rejected' | 'uploaded') =>
    simulation.choose({ kind: 'taskEnds', taskId: task.id, outcome });
  const assign = () =>
    simulation.choose({
      kind: 'taskEnds',
      taskId: task.id,
      outcome: 'rolesAssigned',
      assignments: Object.fromEntries(
        task.roles.map((role) => [role, [holders[role] ?? fallback]]),
      ),
    });
  return (
    <li className="rounded-md border border-slate-300 p-2 text-sm">
      <p className="text-slate-900">
        {texts.sentence(t(`next.task.${task.kind}`, { task: name, who: texts.who(task) }))}
      </p>
      <div className="mt-1 flex flex-wrap items-end gap-2">
        {task.kind === 'review' && (
          <>
            <Button size="sm" onClick={() => end('approved')}>
              {t('next.approve', { task: name })}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => end('rejected')}>
              {t('next.reject', { task: name })}
            </Button>
          </>
        )}
        {(task.kind === 'uploadAssets' || task.kind === 'uploadRefDocs') && (
          <Button size="sm" onClick={() => end('uploaded')}>
            {t('next.upload', { task: name })}
          </Button>
        )}
        {task.kind === 'assignRoles' && (
          <>
            {task.roles.map((role) => (
              <SelectField
                key={role}
                label={t('next.roleHolder', { role: texts.roleName(role), task: name })}
                value={holders[role] ?? fallback}
                onChange={(event) => setHolders({ ...holders, [role]: event.target.value })}
              >
                {[...new Set([fallback, ...people])].map((uid) => (
                  <option key={uid} value={uid}>
                    {texts.person(uid)}
                  </option>
                ))}
              </SelectField>
            ))}
            <Button size="sm" onClick={assign}>
              {t('next.assignRoles', { task: name })}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
