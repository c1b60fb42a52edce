import type { TFunction } from '@/lib/i18n';
import type { ReactionType, TriggerType } from '@/api/types';
import type { DraftAction } from '../../model/builder-types';

export const triggerLabel = (t: TFunction, trigger: TriggerType) =>
  t(`workflows:trigger.${trigger}`);
export const reactionLabel = (t: TFunction, reaction: ReactionType) =>
  t(`workflow-inspector:reactions.${reaction}`);

/** What a step is called on screen: its friendly name, else what it does. */
export function stepLabel(t: TFunction, action: DraftAction): string {
  const friendly = action.friendlyName?.trim();
  return friendly ? friendly : reactionLabel(t, action.reactionType);
}
