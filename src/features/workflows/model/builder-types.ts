import type { ClientDirectory, Workflow, WorkflowActionInput, WorkflowRole } from '@/api/types';

/**
 * An action as the builder edits it: the contract's input with its uid always set (the
 * builder assigns one to new and pasted steps, so nodes, errors and undo can point at it).
 */
export type DraftAction = WorkflowActionInput & { uid: string };

/** Translated messages per field of one action (`webhookUrl` -> [message]). */
export type FieldIssues = Readonly<Record<string, readonly string[]>>;

/** What the inspector can offer in its pickers. */
export interface InspectorScope {
  /** The workflow's client: its users, templates, folders and Kanban columns. */
  client: ClientDirectory;
  roles: readonly WorkflowRole[];
  /** Other workflows of the same client (SwitchToWorkflow targets). */
  otherWorkflows: readonly Workflow[];
}

/** Props of the action inspector: one action, its problems, and a patch callback. */
export interface ActionInspectorProps {
  action: DraftAction;
  issues: FieldIssues;
  scope: InspectorScope;
  /** Applies a change to the action (undefined removes a field). */
  onChange: (patch: Partial<DraftAction>) => void;
}

/** Props of the roles editor. */
export interface RolesEditorProps {
  roles: readonly WorkflowRole[];
  actions: readonly DraftAction[];
  /** Translated messages keyed `roles[i].uid`, `roles[i].name`. */
  issues: FieldIssues;
  onChange: (roles: WorkflowRole[]) => void;
}
