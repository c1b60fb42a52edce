import { useTranslation } from '@/lib/i18n';
import type { ProjectState } from '@/api/types';
import { Badge, type BadgeTone } from '@/components/ui';

const TONES: Record<ProjectState, BadgeTone> = {
  Active: 'info',
  OnHold: 'warning',
  Completed: 'success',
  Archived: 'neutral',
  InTransit: 'info',
};

/** The project state in words; `quiet` leaves out Active, the state most cards are in. */
export function StateBadge({ state, quiet = false }: { state: ProjectState; quiet?: boolean }) {
  const { t } = useTranslation('dashboard');
  if (quiet && state === 'Active') return null;
  return <Badge tone={TONES[state]}>{t(`stateBadge.${state}`)}</Badge>;
}
