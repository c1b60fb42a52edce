import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Badge, cn, focusRing } from '@/components/ui';
import type { ReviewDecision, Task, TaskAssetDecision } from '@/api/types';
import { assetQueryOptions } from '@/entities/asset/queries';

const TONE: Record<ReviewDecision, 'success' | 'warning' | 'error'> = {
  Approved: 'success',
  ApprovedWithChanges: 'warning',
  Rejected: 'error',
};

/** Names of the task's assets, by UID (the UID until the record arrives). */
export function useAssetNames(task: Task): Map<string, string> {
  const uids = task.assetUIDs ?? [];
  const results = useQueries({ queries: uids.map((uid) => assetQueryOptions(uid)) });
  return new Map(uids.map((uid, index) => [uid, results[index]?.data?.name ?? uid]));
}

interface Props {
  task: Task;
  current: string;
  names: Map<string, string>;
  decisions: Map<string, TaskAssetDecision>;
  assetHref?: ((assetUID: string) => string) | undefined;
}

/** The task's assets with their decisions; the others link to their review. */
export function TaskAssets({ task, current, names, decisions, assetHref }: Props) {
  const { t } = useTranslation('review');
  return (
    <ul aria-label={t('decision.assets')} className="flex flex-col gap-1">
      {(task.assetUIDs ?? []).map((uid) => {
        const decision = decisions.get(uid);
        const name = names.get(uid) ?? uid;
        return (
          <li key={uid} className="flex items-center justify-between gap-2 text-sm">
            {uid === current || !assetHref ? (
              <span
                aria-current={uid === current ? 'true' : undefined}
                className={cn('truncate', uid === current && 'font-semibold')}
              >
                {name}
              </span>
            ) : (
              <Link
                to={assetHref(uid)}
                // py-0.5: a 24 px target (WCAG 2.2, 2.5.8) for a finger.
                className={cn('truncate rounded-sm py-0.5 text-blue-800 underline', focusRing)}
              >
                {name}
              </Link>
            )}
            {decision ? (
              <Badge tone={TONE[decision.decision]}>
                {t(`decision.status.${decision.decision}`)}
              </Badge>
            ) : (
              <Badge>{t('decision.undecided')}</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
