import { useTranslation } from '@/lib/i18n';
import { Button, Dialog } from '@/components/ui';
import type { ReviewDecision } from '@/api/types';

/** A decision about to end the task, as the reviewer is asked to confirm it. */
export interface PendingDecision {
  decision: ReviewDecision;
  /** The comment as it will be sent (the changes asked included). */
  comment: string;
  /** Checklist items in all, and the ones left unticked. */
  checklistTotal: number;
  unchecked: readonly string[];
  /** The task's result once this decision is in. */
  outcome: ReviewDecision;
  /** External review: the link closes with the task. */
  external: boolean;
  /** The label of the button that asked (simple mode says "Accept"). */
  label: string;
}

const VARIANT = {
  Approved: 'primary',
  ApprovedWithChanges: 'primary',
  Rejected: 'danger',
} as const;

/**
 * Asked once before a decision ends the task: what is decided, with which comment and
 * checklist, and what follows. Cancel (or Escape) leaves everything as it was, text included.
 */
export function DecisionConfirmDialog({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingDecision | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('review');
  const p = pending;
  return (
    <Dialog
      open={p !== null}
      onClose={onCancel}
      title={t('decision.confirm.title')}
      footer={
        p && (
          <>
            <Button variant="secondary" onClick={onCancel}>
              {t('decision.confirm.cancel')}
            </Button>
            <Button variant={VARIANT[p.decision]} onClick={onConfirm}>
              {p.label}
            </Button>
          </>
        )
      }
    >
      {p && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-semibold">{t('decision.confirm.decision')}</dt>
          <dd>{t(`decision.status.${p.decision}`)}</dd>
          <dt className="font-semibold">{t('decision.confirm.comment')}</dt>
          <dd dir="auto" className="whitespace-pre-wrap">
            {p.comment || t('decision.confirm.noComment')}
          </dd>
          {p.checklistTotal > 0 && (
            <>
              <dt className="font-semibold">{t('decision.confirm.checklist')}</dt>
              <dd>
                {t('decision.confirm.ticked', {
                  ticked: p.checklistTotal - p.unchecked.length,
                  total: p.checklistTotal,
                })}
                {p.unchecked.length > 0 && (
                  <ul aria-label={t('decision.confirm.notTicked')} className="list-disc ps-5">
                    {p.unchecked.map((item, index) => (
                      <li key={index} dir="auto">
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </>
          )}
          <dt className="font-semibold">{t('decision.confirm.next')}</dt>
          <dd>
            {t(p.external ? 'decision.confirm.linkCloses' : 'decision.confirm.taskEnds', {
              outcome: t(`decision.status.${p.outcome}`),
            })}
          </dd>
        </dl>
      )}
    </Dialog>
  );
}
