import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import type { ClientDirectory, Workflow, WorkflowRole } from '@/api/types';
import type { DraftAction, FieldIssues, InspectorScope } from '../model/builder-types';
import { ActionInspector } from './action-inspector';
import { projectKeys } from '@/entities/project/keys';

/** Test fixtures and a controlled host for the inspector, as the builder's draft store is. */

export const CLIENT: ClientDirectory = {
  clientUID: 'cli-test',
  name: 'Test client',
  users: [
    { userUID: 'u-anna', fullName: 'Anna Berg', email: 'anna@example.org' },
    { userUID: 'u-ravi', fullName: 'Ravi Kumar', email: 'ravi@example.org' },
  ],
  templates: [],
  folders: [],
  kanbanColumns: [
    { kanbanColumnUID: 'col-review', name: 'Review' },
    { kanbanColumnUID: 'col-print', name: 'Print-ready' },
  ],
};

export const ROLES: WorkflowRole[] = [
  { uid: 'prepress', name: 'Prepress operator', isInternal: true },
  { uid: 'printer', name: 'Printer', isInternal: false },
];

const OTHER: Workflow = {
  workflowUID: 'wf-rework',
  name: 'Rework',
  created: '2026-01-01T00:00:00.000Z',
  clientUID: 'cli-test',
  actions: [],
  roles: [],
};

export const SCOPE: InspectorScope = { client: CLIENT, roles: ROLES, otherWorkflows: [OTHER] };

/** Applies a patch as the draft store does: undefined removes the field. */
export function applyPatch(action: DraftAction, patch: Partial<DraftAction>): DraftAction {
  const next: Record<string, unknown> = { ...action };
  for (const [key, value] of Object.entries(patch) as [string, unknown][]) {
    if (value === undefined) Reflect.deleteProperty(next, key);
    else next[key] = value;
  }
  return next as DraftAction;
}

/** A QueryClient that never refetches what a test put in its cache. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

interface HostProps {
  initial: DraftAction;
  issues?: FieldIssues;
  scope?: InspectorScope;
  onPatch: (patch: Partial<DraftAction>) => void;
}

function Host({ initial, issues = {}, scope = SCOPE, onPatch }: HostProps) {
  const [action, setAction] = useState(initial);
  return (
    <ActionInspector
      action={action}
      issues={issues}
      scope={scope}
      onChange={(patch) => {
        onPatch(patch);
        setAction((now) => applyPatch(now, patch));
      }}
    />
  );
}

/**
 * Renders the inspector for `action` in a controlled host. Without a client given, the
 * webhook preview finds an empty project list in the cache and asks no service.
 */
export function renderInspector(
  action: DraftAction,
  options: { issues?: FieldIssues; queryClient?: QueryClient; scope?: InspectorScope } = {},
) {
  const queryClient = options.queryClient ?? testQueryClient();
  if (!options.queryClient) queryClient.setQueryData(projectKeys.ofClient(CLIENT.clientUID), []);
  const onPatch = vi.fn<(patch: Partial<DraftAction>) => void>();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Host initial={action} issues={options.issues} scope={options.scope} onPatch={onPatch} />
    </QueryClientProvider>,
  );
  return { ...result, onPatch, user: userEvent.setup() };
}
