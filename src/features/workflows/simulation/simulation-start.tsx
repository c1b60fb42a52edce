import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import type { Simulation } from './use-simulation';
import type { SimulationTexts } from './simulation-text';

interface Props {
  simulation: Simulation;
  texts: SimulationTexts;
  /** The draft's ManualTrigger actions (simulation uids). */
  manualUids: readonly string[];
}

/** How the imagined project starts, whether it has an asset, and taking choices back. */
export function SimulationStart({ simulation, texts, manualUids }: Props) {
  const { t } = useTranslation('workflow-simulation');
  const name = useId();
  const { start, events } = simulation;
  return (
    <div className="space-y-3">
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold text-slate-900">{t('start.legend')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={start.kind === 'projectCreated'}
            onChange={() => simulation.setStart({ kind: 'projectCreated' })}
          />
          {t('start.projectCreated')}
        </label>
        {manualUids.map((uid) => (
          <label key={uid} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              checked={start.kind === 'manual' && start.actionUid === uid}
              onChange={() => simulation.setStart({ kind: 'manual', actionUid: uid })}
            />
            {t('start.manual', { name: texts.actionName(uid) })}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={simulation.hasAssets}
          onChange={(event) => simulation.setHasAssets(event.target.checked)}
        />
        {t('hasAssets')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={simulation.undo}
          disabled={events.length === 0}
        >
          {t('undo')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={simulation.restart}
          disabled={events.length === 0}
        >
          {t('restart')}
        </Button>
      </div>
    </div>
  );
}
