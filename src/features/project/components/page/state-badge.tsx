import { useTranslation } from '@/lib/i18n';
import type { ProjectState } from '@/api/types';
import { Badge } from '@/components/ui';
import type { BadgeTone } from '@/components/ui';

const TONE: Record<ProjectState, BadgeTone> = {
  Active: 'success',
  OnHold: 'warning',
  Completed: 'info',
  Archived: 'neutral',
  InTransit: 'info',
};

/** The state in words (never colour alone). */
export function StateBadge({ state }: { state: ProjectState }) {
  const { t } = useTranslation('project');
  return <Badge tone={TONE[state]}>{t(`state.${state}`)}</Badge>;
}
