import type { TFunction } from 'i18next';
import { formatRelative } from '@/lib/format';
import type { PendingReason, PendingSummary } from './why-pending';

function whoText(reason: PendingReason, t: TFunction): string {
  const { assignee } = reason;
  return assignee.external
    ? t('project:whyPending.external', { who: assignee.name })
    : assignee.name;
}

function workText(reason: PendingReason, t: TFunction): string {
  switch (reason.work) {
    case 'review': {
      if (reason.decidedCount === 0)
        return t('project:whyPending.work.review', { count: reason.assetCount });
      const decided = t('project:whyPending.work.reviewPartial', {
        count: reason.assetCount,
        decided: reason.decidedCount,
      });
      return reason.rejectedCount === 0
        ? decided
        : t('project:whyPending.work.withRejections', {
            text: decided,
            count: reason.rejectedCount,
          });
    }
    case 'uploadChangedAsset':
      return reason.assetName === null
        ? t('project:whyPending.work.uploadChangedAssetUnnamed')
        : t('project:whyPending.work.uploadChangedAsset', { name: reason.assetName });
    case 'uploadAssets':
      return t('project:whyPending.work.uploadAssets');
    case 'uploadRefDocs':
      return t('project:whyPending.work.uploadRefDocs');
    case 'uploadVideo':
      return t('project:whyPending.work.uploadVideo');
    case 'assignRoles':
      return t('project:whyPending.work.assignRoles');
  }
}

/** "Waiting on Ravi Kumar: review of 2 assets, due in 2 days". */
export function describePendingReason(
  reason: PendingReason,
  t: TFunction,
  now: number = Date.now(),
): string {
  const who = whoText(reason, t);
  const what = workText(reason, t);
  if (reason.dueDate === null) return t('project:whyPending.waitingOn', { who, what });
  const relative = formatRelative(reason.dueDate, now);
  const due = reason.overdue
    ? t('project:whyPending.overdue', { relative })
    : t('project:whyPending.due', { relative });
  return t('project:whyPending.waitingOnDue', { who, what, due });
}

/**
 * The whole answer as sentences, most urgent first: one per open piece of work, or one that
 * says why nothing is pending. A project on hold starts with that fact.
 */
export function describeWhyPending(
  summary: PendingSummary,
  t: TFunction,
  now: number = Date.now(),
): string[] {
  switch (summary.kind) {
    case 'closed':
      return [
        t(
          summary.state === 'Completed'
            ? 'project:whyPending.completed'
            : 'project:whyPending.archived',
        ),
      ];
    case 'inTransit':
      return [t('project:whyPending.inTransit')];
    case 'waiting':
    case 'idle':
    case 'countsOnly': {
      const lines = summary.onHold ? [t('project:whyPending.onHold')] : [];
      if (summary.kind === 'waiting') {
        lines.push(...summary.reasons.map((reason) => describePendingReason(reason, t, now)));
      } else if (summary.kind === 'countsOnly') {
        lines.push(
          summary.pendingCount === 0
            ? t('project:whyPending.noOpenReviews')
            : t('project:whyPending.countsOnly', { count: summary.pendingCount }),
        );
      } else if (summary.approvedCount + summary.rejectedCount === 0) {
        lines.push(t('project:whyPending.nobodyAsked'));
      } else {
        lines.push(
          t('project:whyPending.allEnded', {
            approved: summary.approvedCount,
            rejected: summary.rejectedCount,
          }),
        );
      }
      return lines;
    }
  }
}
