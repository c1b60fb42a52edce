import type { ClientDirectory, TriggerType } from '@/api/types';
import type { DraftAction } from '@/features/workflows/model/builder-types';

const TRIGGERS: TriggerType[] = [
  'ProjectCreated',
  'InternalUploadAssetsTaskCompleted',
  'InternalReviewTaskApproved',
  'InternalReviewTaskRejected',
  'UserRolesAssigned',
  'ManualTrigger',
];

/** A client with a few users and the four usual Kanban columns. */
export const benchClient: ClientDirectory = {
  clientUID: 'cli-bench',
  name: 'Bench client',
  users: [{ userUID: 'usr-bench', fullName: 'Bench User', email: 'bench@demo.test' }],
  templates: [],
  folders: [],
  kanbanColumns: ['Briefing', 'Artwork', 'Review', 'Print-ready'].map((name, i) => ({
    kanbanColumnUID: `col-${i}`,
    name,
  })),
};

/** `count` valid steps cycling through tasks, e-mails, board moves and webhooks. */
export function benchActions(count: number): DraftAction[] {
  return Array.from({ length: count }, (_, i): DraftAction => {
    const triggerType = TRIGGERS[i % TRIGGERS.length] ?? 'ManualTrigger';
    const uid = `step-${i + 1}`;
    switch (i % 5) {
      case 0:
        return {
          uid,
          triggerType,
          reactionType: 'CreateInternalUploadAssetsTask',
          roleUids: ['projectOwners'],
        };
      case 1:
        return {
          uid,
          triggerType,
          reactionType: 'CreateInternalReviewTask',
          roleUids: ['projectOwners'],
        };
      case 2:
        return { uid, triggerType, reactionType: 'MoveInKanban', targetKanbanColumnUid: 'col-3' };
      case 3:
        return {
          uid,
          triggerType,
          reactionType: 'SendAssetsByEmail',
          contacts: 'printer@example.com',
        };
      default:
        return {
          uid,
          triggerType,
          reactionType: 'SendDataWithWebhook',
          webhookUrl: 'https://erp.example.com/in',
          webhookRequestType: 'POST',
          webhookFields: ['projectName'],
        };
    }
  });
}
