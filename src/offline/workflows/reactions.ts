import type { ReactionType } from '@/api/types';
import type { Reaction } from './reaction-types';
import { sendAssetsByEmail, sendCustomEmail, sendRefDocsByEmail } from './reactions-mail';
import { completeProject, moveInKanban, switchToWorkflow } from './reactions-project';
import {
  assignUserRoles,
  createExternalReviewTasks,
  createInternalReviewTasks,
  createInternalUploadAssetsTasks,
  createInternalUploadRefDocsTasks,
  requestExternalAssets,
  requestExternalRefDocs,
} from './reactions-tasks';
import { sendDataWithWebhook } from './reactions-webhook';

/** Every reaction of spec.md, by type (the compiler insists on all of them). */
export const REACTIONS: Record<ReactionType, Reaction> = {
  CreateInternalUploadAssetsTask: createInternalUploadAssetsTasks,
  CreateInternalUploadRefDocsTask: createInternalUploadRefDocsTasks,
  CreateExternalUploadAssetsTask: requestExternalAssets,
  CreateExternalUploadRefDocsTask: requestExternalRefDocs,
  CreateInternalReviewTask: createInternalReviewTasks,
  CreateExternalReviewTask: createExternalReviewTasks,
  SendAssetsByEmail: sendAssetsByEmail,
  SendRefDocsByEmail: sendRefDocsByEmail,
  CompleteProject: completeProject,
  SendDataWithWebhook: sendDataWithWebhook,
  AssignUserRoles: assignUserRoles,
  SendCustomEmail: sendCustomEmail,
  MoveInKanban: moveInKanban,
  SwitchToWorkflow: switchToWorkflow,
};
