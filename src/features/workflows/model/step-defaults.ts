import type { ReactionType } from '@/api/types';
import type { DraftAction } from './builder-types';

/**
 * What a new step starts with, so the inspector asks only for what the admin must decide:
 * task steps go to the project's owners, a webhook posts JSON.
 */
export function newStepDefaults(reaction: ReactionType): Partial<DraftAction> {
  switch (reaction) {
    case 'CreateInternalUploadAssetsTask':
    case 'CreateInternalUploadRefDocsTask':
    case 'CreateInternalReviewTask':
      return { roleUids: ['projectOwners'] };
    case 'SendDataWithWebhook':
      return { webhookRequestType: 'POST' };
    default:
      return {};
  }
}
