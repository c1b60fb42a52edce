import { useMemo, useState } from 'react';
import type { Workflow, WorkflowActionInput, WorkflowRole } from '@/api/types';
import {
  simulateWorkflow,
  type SimulatedProject,
  type SimulationEvent,
  type SimulationStart,
} from '@/domain/workflows/simulate';

export interface SimulationSource {
  actions: readonly WorkflowActionInput[];
  roles: readonly WorkflowRole[];
  workflowUID?: string | undefined;
  workflowName: string;
  otherWorkflows: readonly Workflow[];
}

/**
 * The dry run's own state (how it starts, the choices made so far) and its result, derived
 * anew from the draft on every render: editing the draft replays the same choices.
 */
export function useSimulation(source: SimulationSource, project: SimulatedProject) {
  const [start, setStartState] = useState<SimulationStart>({ kind: 'projectCreated' });
  const [hasAssets, setHasAssetsState] = useState(false);
  const [events, setEvents] = useState<readonly SimulationEvent[]>([]);

  const result = useMemo(
    () =>
      simulateWorkflow({
        draft: {
          workflowUID: source.workflowUID,
          name: source.workflowName,
          actions: source.actions,
          roles: source.roles,
        },
        otherWorkflows: source.otherWorkflows,
        start,
        events,
        project: { ...project, hasAssets },
      }),
    [
      source.workflowUID,
      source.workflowName,
      source.actions,
      source.roles,
      source.otherWorkflows,
      start,
      events,
      project,
      hasAssets,
    ],
  );

  return {
    start,
    hasAssets,
    events,
    result,
    /** A new start (or asset choice) begins the dry run again. */
    setStart: (next: SimulationStart) => {
      setStartState(next);
      setEvents([]);
    },
    setHasAssets: (next: boolean) => {
      setHasAssetsState(next);
      setEvents([]);
    },
    choose: (event: SimulationEvent) => setEvents((list) => [...list, event]),
    undo: () => setEvents((list) => list.slice(0, -1)),
    restart: () => setEvents([]),
  };
}

export type Simulation = ReturnType<typeof useSimulation>;
