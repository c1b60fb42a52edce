import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ActionInspector, RolesEditor } from '../../inspector';
import type { DraftAction, FieldIssues } from '../../model/builder-types';
import { SimulationPanel } from '../../simulation/simulation-panel';
import type { BuilderPanelsProps } from './builder-panels';
import { useDraft } from './draft-context';
import { stepLabel } from './labels';
import { fieldIssues, problemText } from './problem-text';

const TABS = ['step', 'roles', 'simulate'] as const;
type Tab = (typeof TABS)[number];

/** The selected step's inspector, the roles editor and the dry run, as tabs. */
export function SidePanel(props: BuilderPanelsProps) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const [tab, setTab] = useState<Tab>('step');
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'step';
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };
  return (
    <section
      aria-label={t('panel.label')}
      className="flex min-h-0 flex-col rounded-lg border border-slate-300 bg-white"
    >
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus goes to the tabs (roving tabindex), as in the ARIA tabs pattern */}
      <div
        role="tablist"
        aria-label={t('panel.label')}
        className="flex border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((id) => (
          <button
            key={id}
            ref={(element) => {
              if (element) tabRefs.current.set(id, element);
            }}
            type="button"
            role="tab"
            id={`builder-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`builder-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            className={
              tab === id
                ? 'border-b-2 border-blue-700 px-4 py-2 text-sm font-medium text-blue-900'
                : 'px-4 py-2 text-sm text-slate-700'
            }
          >
            {t(`panel.${id}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`builder-panel-${tab}`}
        aria-labelledby={`builder-tab-${tab}`}
        className="min-h-0 flex-1 overflow-y-auto p-3"
      >
        <fieldset disabled={props.readOnly} className="m-0 min-w-0 border-0 p-0">
          {tab === 'step' ? <StepTab {...props} /> : null}
          {tab === 'roles' ? <RolesTab {...props} /> : null}
        </fieldset>
        {tab === 'simulate' ? <SimulateTab {...props} /> : null}
      </div>
    </section>
  );
}

function StepTab(props: BuilderPanelsProps) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const actions = useDraft((state) => state.actions);
  const roles = useDraft((state) => state.roles);
  const updateAction = useDraft((state) => state.updateAction);
  const action = actions.find((entry) => entry.uid === props.selected);
  if (!action) return <p className="text-sm text-slate-700">{t('panel.noStep')}</p>;
  const index = actions.indexOf(action);
  return (
    <div className="space-y-3">
      <h2 className="text-base font-semibold" id="inspector-heading" tabIndex={-1}>
        {t('builder.stepNumbered', { number: index + 1, label: stepLabel(t, action) })}
      </h2>
      <ActionInspector
        action={action}
        issues={issuesOf(t, props, action)}
        scope={{ client: props.client, roles, otherWorkflows: props.otherWorkflows }}
        onChange={(patch) => updateAction(action.uid, patch)}
      />
    </div>
  );
}

/** Server messages count only while the step is still exactly what was sent. */
function issuesOf(
  t: Parameters<typeof fieldIssues>[0],
  props: BuilderPanelsProps,
  action: DraftAction,
): FieldIssues {
  const stillAsSent = props.sentActions.includes(action);
  const server = stillAsSent ? props.serverProblems?.actions.get(action.uid) : undefined;
  return fieldIssues(t, props.problems.actions.get(action.uid), server);
}

function RolesTab(props: BuilderPanelsProps) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const roles = useDraft((state) => state.roles);
  const actions = useDraft((state) => state.actions);
  const setRoles = useDraft((state) => state.setRoles);
  const issues: Record<string, string[]> = {};
  for (const [index, found] of props.problems.roles)
    for (const entry of found)
      (issues[`roles[${index}].${entry.field}`] ??= []).push(problemText(t, entry));
  for (const [index, fields] of props.serverProblems?.roles ?? [])
    for (const [field, messages] of Object.entries(fields))
      issues[`roles[${index}].${field}`] ??= messages;
  return <RolesEditor roles={roles} actions={actions} issues={issues} onChange={setRoles} />;
}

function SimulateTab(props: BuilderPanelsProps) {
  const name = useDraft((state) => state.name);
  const actions = useDraft((state) => state.actions);
  const roles = useDraft((state) => state.roles);
  return (
    <SimulationPanel
      actions={actions}
      roles={roles}
      workflowUID={props.workflowUID}
      workflowName={name}
      otherWorkflows={[...props.otherWorkflows]}
      onSelectAction={(uid) => props.setSelected(uid)}
      {...(props.onSimulatedSteps ? { onRanSteps: props.onSimulatedSteps } : {})}
    />
  );
}
