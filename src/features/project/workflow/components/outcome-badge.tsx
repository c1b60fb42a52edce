import { useTranslation } from '@/lib/i18n';
import { Badge, type BadgeTone } from '@/components/ui';
import type { RunOutcome } from '../model/run-timeline';

const TONE: Record<RunOutcome, BadgeTone> = {
  Done: 'success',
  Failed: 'error',
  Skipped: 'neutral',
  Waiting: 'info',
  Stopped: 'warning',
};

/** A run's outcome in words, coloured by how much it needs a look. */
export function OutcomeBadge({ outcome }: { outcome: RunOutcome }) {
  const { t } = useTranslation('project-workflow');
  return <Badge tone={TONE[outcome]}>{t(`outcome.${outcome}`)}</Badge>;
}
