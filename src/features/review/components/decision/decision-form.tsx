import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, TextArea } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import type { ReviewDecision, Task, TaskAssetDecision } from '@/api/types';
import { useDecideAsset } from '../../api/decide-asset';
import {
  canSubmitDecision,
  decisionComment,
  outcomeIfLast,
  uncheckedItems,
} from '../../model/decision-rules';
import type { ReviewOptions, ShownDecision } from '../../model/task-progress';
import { DecisionConfirmDialog, type PendingDecision } from './decision-confirm-dialog';
import { ReplaceDecisionPrompt } from './replace-decision-prompt';

interface Props {
  task: Task;
  assetUID: string;
  options: ReviewOptions;
  simpleMode: boolean;
  /** The asset's decision so far: a new one replaces it only after the reviewer confirms. */
  current: ShownDecision | null;
  /** The current decision per asset of the task (tells whether this one ends it). */
  decisions: ReadonlyMap<string, TaskAssetDecision>;
}

const COMMENT_MAX = 2000;

/**
 * Approve, approve with changes or reject the asset (simple mode: accept or reject), with the
 * task's checklist: approving waits until every item is ticked; approving with changes sends
 * the unticked ones as the changes asked. A decision that ends the task is confirmed first.
 */
export function DecisionForm({ task, assetUID, options, simpleMode, current, decisions }: Props) {
  const { t } = useTranslation('review');
  const decide = useDecideAsset();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [comment, setComment] = useState('');
  const [replacing, setReplacing] = useState<ReviewDecision | null>(null);
  const [confirming, setConfirming] = useState<PendingDecision | null>(null);
  const checklistHintId = useId();
  const items = options.checklistItems;
  const checklistDone = canSubmitDecision('Approved', items, ticked);
  const choices: ReviewDecision[] = simpleMode
    ? ['Approved', 'Rejected']
    : ['Approved', 'ApprovedWithChanges', 'Rejected'];

  const labelOf = (decision: ReviewDecision) =>
    simpleMode && decision === 'Approved' ? t('decision.accept') : t(`decision.choice.${decision}`);
  const commentFor = (decision: ReviewDecision) =>
    decisionComment(decision, comment, uncheckedItems(items, ticked), t('decision.changesAsked'));

  const send = (decision: ReviewDecision) => {
    if (decide.isPending || !canSubmitDecision(decision, items, ticked)) return;
    const text = commentFor(decision);
    decide.mutate(
      { taskUID: task.taskUID, assetUID, decision, ...(text ? { comment: text } : {}) },
      { onSuccess: () => setComment('') },
    );
  };
  // Changing a decision is never an accident: with one in place, ask first. Nor is ending
  // the task (and, for an external reviewer, closing the link): that is confirmed too.
  const submit = (decision: ReviewDecision) => {
    if (current) {
      setReplacing(decision);
      return;
    }
    const outcome = outcomeIfLast(task, assetUID, decisions, decision);
    if (outcome === null) {
      send(decision);
      return;
    }
    setConfirming({
      decision,
      comment: commentFor(decision),
      checklistTotal: items.length,
      unchecked: uncheckedItems(items, ticked),
      outcome,
      external: task.type === 'ExternalReviewAssets' || task.type === 'ExternalReviewVideo',
      label: labelOf(decision),
    });
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
              // 44 px for a finger (WCAG 2.5.5); the compact size stays for a mouse.
              className="max-md:min-h-11 pointer-coarse:min-h-11"
              disabled={decide.isPending || blocked}
              aria-describedby={blocked ? checklistHintId : undefined}
              onClick={() => submit(decision)}
            >
              {labelOf(decision)}
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
      <DecisionConfirmDialog
        pending={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) send(confirming.decision);
          setConfirming(null);
        }}
      />
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
