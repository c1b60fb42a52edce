import type { ClientDirectory, Workflow, WorkflowActionInput } from '@/api/types';
import { DEFAULT_OWNER, type SimulatedProject } from '@/domain/workflows/simulate';

/** What the panel knows of the client: its people and Kanban columns, by uid. */
export interface SimulationWorld {
  project: SimulatedProject;
  userName: (uid: string) => string | undefined;
  columnName: (uid: string) => string | undefined;
  /** People who can be chosen to hold a role: the owner first, then the client's users. */
  people: readonly string[];
}

/**
 * The client the draft belongs to, from what the panel is given: the client of the other
 * workflows, else the one whose columns or users the actions name, else the only one.
 */
export function findClient(
  directory: readonly ClientDirectory[] | undefined,
  actions: readonly WorkflowActionInput[],
  otherWorkflows: readonly Workflow[],
): ClientDirectory | undefined {
  if (!directory) return undefined;
  const byWorkflow = otherWorkflows[0]?.clientUID;
  if (byWorkflow !== undefined) return directory.find((client) => client.clientUID === byWorkflow);
  const columns = actions.flatMap((action) => action.targetKanbanColumnUid ?? []);
  const users = actions.flatMap((action) => action.userUIDs ?? []);
  const fits = directory.filter(
    (client) =>
      columns.every((uid) =>
        client.kanbanColumns.some((column) => column.kanbanColumnUID === uid),
      ) && users.every((uid) => client.users.some((user) => user.userUID === uid)),
  );
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * The project the dry run imagines: owned by "the project owner", in the client's first
 * column, its people those of the client (or, unknown, the users the actions name).
 */
export function simulationWorld(
  client: ClientDirectory | undefined,
  actions: readonly WorkflowActionInput[],
): SimulationWorld {
  const named = [...new Set(actions.flatMap((action) => action.userUIDs ?? []))];
  const users = client?.users ?? [];
  const emails: Record<string, string> = {};
  for (const user of users) emails[user.userUID] = user.email;
  return {
    project: {
      ownerUIDs: [DEFAULT_OWNER],
      emails,
      kanbanColumnUid: client?.kanbanColumns[0]?.kanbanColumnUID ?? null,
      ...(client ? { columns: client.kanbanColumns.map((column) => column.kanbanColumnUID) } : {}),
    },
    userName: (uid) => {
      const user = users.find((entry) => entry.userUID === uid);
      return user ? user.fullName : undefined;
    },
    columnName: (uid) =>
      client?.kanbanColumns.find((column) => column.kanbanColumnUID === uid)?.name,
    people: [DEFAULT_OWNER, ...(client ? users.map((user) => user.userUID) : named)],
  };
}
