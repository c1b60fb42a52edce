import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ClientDirectory, Workflow } from '@/api/types';
import { Spinner } from '@/components/ui';
import type { DraftAction } from '../../model/builder-types';
import type { DraftProblems } from '../../model/draft-problems';
import type { ServerProblems } from '../../model/server-problems';
import { StepOutline } from '../outline/step-outline';
import { SidePanel } from './side-panel';

// React Flow is the heaviest part of the route; the outline and inspector show while it loads.
const WorkflowCanvas = lazy(() => import('../canvas/workflow-canvas'));

export interface BuilderPanelsProps {
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
  problems: DraftProblems;
  serverProblems: ServerProblems | undefined;
  sentActions: readonly DraftAction[];
  client: ClientDirectory;
  otherWorkflows: readonly Workflow[];
  workflowUID: string | undefined;
}

/** Outline (keyboard and screen readers), canvas (the picture) and the side panel, side by side. */
export function BuilderPanels(props: BuilderPanelsProps) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const [view, setView] = useState<'both' | 'outline'>('both');
  return (
    <div className="flex flex-1 flex-col gap-3">
      <div className="flex items-center gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={view === 'outline'}
            onChange={(event) => setView(event.target.checked ? 'outline' : 'both')}
          />
          {t('builder.outlineOnly')}
        </label>
      </div>
      <div className="grid gap-3 lg:h-[calc(100dvh-15.5rem)] lg:min-h-[32rem] lg:grid-cols-[22rem_minmax(0,1fr)_26rem] lg:grid-rows-[minmax(0,1fr)]">
        <StepOutline
          selected={props.selected}
          setSelected={props.setSelected}
          problems={props.problems}
          className={view === 'outline' ? 'lg:col-span-2' : undefined}
        />
        {view === 'both' ? (
          // Contained: typing beside it does not make the browser lay out or repaint its nodes.
          <section
            aria-label={t('canvas.label')}
            className="relative h-[32rem] overflow-hidden rounded-lg border border-slate-300 bg-white [contain:layout_paint] lg:h-auto lg:min-h-0"
          >
            <Suspense fallback={<Spinner label={t('canvas.loading')} />}>
              <WorkflowCanvas
                selected={props.selected}
                setSelected={props.setSelected}
                problems={props.problems}
                otherWorkflows={props.otherWorkflows}
              />
            </Suspense>
          </section>
        ) : null}
        <SidePanel {...props} />
      </div>
    </div>
  );
}
