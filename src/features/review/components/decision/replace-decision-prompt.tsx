import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import type { ReviewDecision } from '@/api/types';
import type { ShownDecision } from '../../model/task-progress';

/**
 * Asked before a decision replaces the current one: names what it replaces (decision, who,
 * when, comment) and what comes instead. Focus starts on keeping, the safe choice.
 */
export function ReplaceDecisionPrompt({
  current,
  next,
  onKeep,
  onReplace,
}: {
  current: ShownDecision;
  next: ReviewDecision;
  onKeep: () => void;
  onReplace: () => void;
}) {
  const { t } = useTranslation('review');
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepRef.current?.focus();
  }, []);
  const nextName = t(`decision.status.${next}`);
  return (
    <Alert
      tone="warning"
      title={t('decision.replace.question')}
      action={
        <div className="flex flex-wrap gap-2">
          <Button ref={keepRef} variant="secondary" size="sm" onClick={onKeep}>
            {t('decision.replace.keep')}
          </Button>
          <Button variant="primary" size="sm" onClick={onReplace}>
            {t('decision.replace.confirm', { decision: nextName })}
          </Button>
        </div>
      }
    >
      {t('decision.replace.body', {
        decision: t(`decision.status.${current.decision}`),
        who: current.reviewer,
        date: formatDateTime(current.created),
        next: nextName,
      })}
      {current.comment && (
        <span dir="auto" className="mt-1 block whitespace-pre-wrap">
          {t('decision.replace.comment', { comment: current.comment })}
        </span>
      )}
    </Alert>
  );
}
