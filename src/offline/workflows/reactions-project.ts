import { moveToKanbanColumn, requestState } from '@/offline/projects';
import { IN_TRANSIT_OFFLINE_MS } from '@/offline/projects';
import { done, failed, skipped, type Reaction } from './reaction-types';

/** Sets the project Completed through the state machine (its tasks go; processing ends). */
export const completeProject: Reaction = ({ ctx, project }) => {
  if (project.state === 'Completed') return skipped('The project is already Completed.');
  requestState(ctx, project, 'Completed', IN_TRANSIT_OFFLINE_MS);
  return done(
    'The project was set to Completed; workflow processing ends until it is Active again.',
  );
};

/** Moves the project to the action's Kanban column of its client. */
export const moveInKanban: Reaction = ({ ctx, project, action }) => {
  const columnUID = action.targetKanbanColumnUid ?? '';
  const column = ctx.db
    .get('clients', project.clientUID)
    ?.kanbanColumns.find((entry) => entry.uid === columnUID);
  if (!column)
    return failed(`Kanban column '${columnUID}' no longer exists in the project's client.`);
  if (project.kanbanColumnUID === columnUID)
    return skipped(`The project already sits in the Kanban column '${column.name}'.`);
  moveToKanbanColumn(ctx, project, columnUID);
  return done(`The project was moved to the Kanban column '${column.name}'.`);
};

/**
 * Binds the project to another workflow of its client and starts that workflow: its
 * ProjectCreated actions run, as for a project created with it. The rest of the old
 * workflow's actions for the current trigger do not run.
 */
export const switchToWorkflow: Reaction = ({ ctx, project, action, startWorkflow }) => {
  const targetUID = action.targetWorkflowUid ?? '';
  const target = ctx.db.get('workflows', targetUID);
  if (target?.clientUID !== project.clientUID)
    return failed(`Workflow '${targetUID}' no longer exists in the project's client.`);
  ctx.db.update('projects', project.projectUID, { workflowUID: target.workflowUID });
  startWorkflow(project.projectUID);
  return done(
    `The project switched to workflow '${target.name ?? target.workflowUID}'; its ProjectCreated actions start.`,
  );
};
