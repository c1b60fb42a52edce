import { useTranslation } from '@/lib/i18n';
import type { ProjectState } from '@/api/types';
import type { ActionBlock } from '@/lib/review-status';

/** The sentence that says why an action is not available in a state. */
export function useBlockReason(): (reason: ActionBlock, state: ProjectState) => string {
  const { t } = useTranslation('project');
  return (reason, state) => t(`blocked.${reason}`, { state: t(`state.${state}`) });
}
