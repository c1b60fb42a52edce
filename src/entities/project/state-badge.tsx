import type { ProjectState } from '@/api/types';
import { Badge, type BadgeTone } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';

/**
 * One colour per state, the same on every screen: work in progress is blue, done is green,
 * waiting is amber, put away is grey.
 */
export const PROJECT_STATE_TONE: Record<ProjectState, BadgeTone> = {
  Active: 'info',
  OnHold: 'warning',
  Completed: 'success',
  Archived: 'neutral',
  InTransit: 'neutral',
};

/** The project state in words (never colour alone); `quiet` leaves out Active, the usual state. */
export function StateBadge({ state, quiet = false }: { state: ProjectState; quiet?: boolean }) {
  const { t } = useTranslation('common');
  if (quiet && state === 'Active') return null;
  return <Badge tone={PROJECT_STATE_TONE[state]}>{t(`projectState.${state}`)}</Badge>;
}
