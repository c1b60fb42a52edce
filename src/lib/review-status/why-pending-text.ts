import type { TFunction } from '@/lib/i18n';
import { formatRelative } from '@/lib/format';
import type { PendingReason, PendingSummary } from './why-pending';

function whoText(reason: PendingReason, t: TFunction): string {
  const { assignee } = reason;
  return assignee.external ? t('pending:external', { who: assignee.name }) : assignee.name;
}

function workText(reason: PendingReason, t: TFunction): string {
  switch (reason.work) {
    case 'review': {
      if (reason.decidedCount === 0) return t('pending:work.review', { count: reason.assetCount });
      const decided = t('pending:work.reviewPartial', {
        count: reason.assetCount,
        decided: reason.decidedCount,
      });
      return reason.rejectedCount === 0
        ? decided
        : t('pending:work.withRejections', {
            text: decided,
            count: reason.rejectedCount,
          });
    }
    case 'uploadChangedAsset':
      return reason.assetName === null
        ? t('pending:work.uploadChangedAssetUnnamed')
        : t('pending:work.uploadChangedAsset', { name: reason.assetName });
    case 'uploadAssets':
      return t('pending:work.uploadAssets');
    case 'uploadRefDocs':
      return t('pending:work.uploadRefDocs');
    case 'uploadVideo':
      return t('pending:work.uploadVideo');
    case 'assignRoles':
      return t('pending:work.assignRoles');
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
  if (reason.dueDate === null) return t('pending:waitingOn', { who, what });
  const relative = formatRelative(reason.dueDate, now);
  const due = reason.overdue ? t('pending:overdue', { relative }) : t('pending:due', { relative });
  return t('pending:waitingOnDue', { who, what, due });
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
      return [t(summary.state === 'Completed' ? 'pending:completed' : 'pending:archived')];
    case 'inTransit':
      return [t('pending:inTransit')];
    case 'waiting':
    case 'idle':
    case 'countsOnly': {
      const lines = summary.onHold ? [t('pending:onHold')] : [];
      if (summary.kind === 'waiting') {
        lines.push(...summary.reasons.map((reason) => describePendingReason(reason, t, now)));
      } else if (summary.kind === 'countsOnly') {
        lines.push(
          summary.pendingCount === 0
            ? t('pending:noOpenReviews')
            : t('pending:countsOnly', { count: summary.pendingCount }),
        );
      } else if (summary.approvedCount + summary.rejectedCount === 0) {
        lines.push(t('pending:nobodyAsked'));
      } else {
        lines.push(
          t('pending:allEnded', {
            approved: summary.approvedCount,
            rejected: summary.rejectedCount,
          }),
        );
      }
      return lines;
    }
  }
}
