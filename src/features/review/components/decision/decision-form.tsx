import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, TextArea } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import type { ReviewDecision, Task } from '@/api/types';
import { useDecideAsset } from '../../api/decide-asset';
import {
  canSubmitDecision,
  type ReviewOptions,
  type ShownDecision,
} from '../../model/task-progress';
import { ReplaceDecisionPrompt } from './replace-decision-prompt';

interface Props {
  task: Task;
  assetUID: string;
  options: ReviewOptions;
  simpleMode: boolean;
  /** The asset's decision so far: a new one replaces it only after the reviewer confirms. */
  current: ShownDecision | null;
}

const COMMENT_MAX = 2000;

/**
 * Approve, approve with changes or reject the asset (simple mode: accept or reject), with the
 * task's checklist: approving waits until every item is ticked, and says so.
 */
export function DecisionForm({ task, assetUID, options, simpleMode, current }: Props) {
  const { t } = useTranslation('review');
  const decide = useDecideAsset();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [comment, setComment] = useState('');
  const [replacing, setReplacing] = useState<ReviewDecision | null>(null);
  const checklistHintId = useId();
  const items = options.checklistItems;
  const checklistDone = canSubmitDecision('Approved', items, ticked);
  const choices: ReviewDecision[] = simpleMode
    ? ['Approved', 'Rejected']
    : ['Approved', 'ApprovedWithChanges', 'Rejected'];

  const send = (decision: ReviewDecision) => {
    if (decide.isPending || !canSubmitDecision(decision, items, ticked)) return;
    const text = comment.trim();
    decide.mutate(
      { taskUID: task.taskUID, assetUID, decision, ...(text ? { comment: text } : {}) },
      { onSuccess: () => setComment('') },
    );
  };
  // Changing a decision is never an accident: with one in place, ask first.
  const submit = (decision: ReviewDecision) => {
    if (current) setReplacing(decision);
    else send(decision);
  };

  const toggle = (index: number) => {
    const next = new Set(ticked);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setTicked(next);
  };

  return (
    <div className="flex flex-col gap-3">
      {items.length > 0 && (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold">
            {options.checklistName ?? t('decision.checklist')}
          </legend>
          {items.map((item, index) => (
            <label key={index} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                checked={ticked.has(index)}
                onChange={() => toggle(index)}
                className="mt-0.5 size-4 accent-blue-700"
              />
              <span>{item}</span>
            </label>
          ))}
        </fieldset>
      )}
      {!simpleMode && (
        <TextArea
          label={t('decision.comment')}
          rows={2}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {choices.map((decision) => {
          const blocked = !canSubmitDecision(decision, items, ticked);
          return (
            <Button
              key={decision}
              variant={
                decision === 'Rejected'
                  ? 'danger'
                  : decision === 'Approved'
                    ? 'primary'
                    : 'secondary'
              }
              size="sm"
              disabled={decide.isPending || blocked}
              aria-describedby={blocked ? checklistHintId : undefined}
              onClick={() => submit(decision)}
            >
              {simpleMode && decision === 'Approved'
                ? t('decision.accept')
                : t(`decision.choice.${decision}`)}
            </Button>
          );
        })}
      </div>
      {current && replacing && (
        <ReplaceDecisionPrompt
          current={current}
          next={replacing}
          onKeep={() => setReplacing(null)}
          onReplace={() => {
            setReplacing(null);
            send(replacing);
          }}
        />
      )}
      {!checklistDone && (
        <p id={checklistHintId} className="text-xs text-slate-700">
          {t('decision.checklistMissing')}
        </p>
      )}
      {decide.isError && (
        <Alert tone="error" title={t('decision.failed')}>
          {describeError(decide.error)}
        </Alert>
      )}
    </div>
  );
}
