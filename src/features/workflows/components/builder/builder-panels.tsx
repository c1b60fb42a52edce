import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ClientDirectory, Workflow } from '@/api/types';
import { Button, cn, Spinner } from '@/components/ui';
import type { DraftAction } from '../../model/builder-types';
import type { DraftProblems } from '../../model/draft-problems';
import type { ServerProblems } from '../../model/server-problems';
import { StepOutline } from '../outline/step-outline';
import { SidePanel } from './side-panel';
import { usePaneState } from './use-pane-state';

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
  /** Shown, not changed: the outline and the inspector's fields are disabled. */
  readOnly: boolean;
  onSimulatedSteps?: (uids: ReadonlySet<string>) => void;
}

/** One class per combination: the classes are plain strings (no merging), so exactly one applies. */
function gridColumns(outline: boolean, canvas: boolean, inspector: boolean): string {
  if (outline && canvas && inspector) return 'lg:grid-cols-[22rem_minmax(0,1fr)_26rem]';
  if (outline && canvas) return 'lg:grid-cols-[22rem_minmax(0,1fr)]';
  if (canvas && inspector) return 'lg:grid-cols-[minmax(0,1fr)_26rem]';
  if (outline && inspector) return 'lg:grid-cols-[minmax(0,1fr)_26rem]';
  return 'lg:grid-cols-[minmax(0,1fr)]';
}

/**
 * Outline (keyboard and screen readers), canvas (the picture) and the side panel, side by
 * side. Outline and side panel fold away to give the picture the width; a folded pane stays
 * mounted (hidden), so the inspector's tab and a dry run survive folding.
 */
export function BuilderPanels(props: BuilderPanelsProps) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const [view, setView] = useState<'both' | 'outline'>('both');
  const [panes, setPanes] = usePaneState();
  const [simulated, setSimulated] = useState<ReadonlySet<string>>(new Set());
  const outlineId = useId();
  const inspectorId = useId();
  const showOutline = panes.outline || view === 'outline';
  const columns = gridColumns(showOutline, view === 'both', panes.inspector);
  return (
    <div className="flex flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showOutline}
          aria-controls={outlineId}
          disabled={view === 'outline'}
          onClick={() => setPanes({ outline: !panes.outline })}
        >
          {showOutline ? t('builder.panes.hideOutline') : t('builder.panes.showOutline')}
        </Button>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={view === 'outline'}
            onChange={(event) => setView(event.target.checked ? 'outline' : 'both')}
          />
          {t('builder.outlineOnly')}
        </label>
        {view === 'both' ? (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={panes.minimap}
              onChange={(event) => setPanes({ minimap: event.target.checked })}
            />
            {t('builder.panes.minimap')}
          </label>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          className="ms-auto"
          aria-expanded={panes.inspector}
          aria-controls={inspectorId}
          onClick={() => setPanes({ inspector: !panes.inspector })}
        >
          {panes.inspector ? t('builder.panes.hideInspector') : t('builder.panes.showInspector')}
        </Button>
      </div>
      <div
        className={cn(
          'grid gap-3 lg:h-[calc(100dvh-19rem)] lg:min-h-[28rem] lg:grid-rows-[minmax(0,1fr)]',
          columns,
        )}
      >
        <div id={outlineId} hidden={!showOutline} className="flex min-h-0 flex-col">
          <StepOutline
            selected={props.selected}
            setSelected={props.setSelected}
            problems={props.problems}
            className="flex-1"
          />
        </div>
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
                showMinimap={panes.minimap}
                simulated={simulated}
              />
            </Suspense>
          </section>
        ) : null}
        <div id={inspectorId} hidden={!panes.inspector} className="flex min-h-0 flex-col">
          <SidePanel {...props} onSimulatedSteps={setSimulated} />
        </div>
      </div>
    </div>
  );
}
