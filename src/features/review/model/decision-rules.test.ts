import { describe, expect, it } from 'vitest';
import type { Task, TaskAssetDecision } from '@/api/types';
import {
  canSubmitDecision,
  decisionComment,
  outcomeIfLast,
  uncheckedItems,
} from './decision-rules';

const items = ['Colours match the swatch', 'Barcode scans', 'Legal copy complete'];

describe('canSubmitDecision', () => {
  it('approves only with the whole checklist; changes and rejections never wait for it', () => {
    expect(canSubmitDecision('Approved', items, new Set([0, 1]))).toBe(false);
    expect(canSubmitDecision('Approved', items, new Set([0, 1, 2]))).toBe(true);
    expect(canSubmitDecision('ApprovedWithChanges', items, new Set([1]))).toBe(true);
    expect(canSubmitDecision('Rejected', items, new Set())).toBe(true);
    expect(canSubmitDecision('Approved', [], new Set())).toBe(true);
  });
});

describe('decisionComment', () => {
  const heading = 'Changes asked:';
  it('lists the unticked items as the changes asked, after the reviewer’s words', () => {
    const unchecked = uncheckedItems(items, new Set([1]));
    expect(unchecked).toEqual(['Colours match the swatch', 'Legal copy complete']);
    expect(decisionComment('ApprovedWithChanges', ' Darker red. ', unchecked, heading)).toBe(
      'Darker red.\n\nChanges asked:\n- Colours match the swatch\n- Legal copy complete',
    );
    expect(decisionComment('ApprovedWithChanges', '', ['Barcode scans'], heading)).toBe(
      'Changes asked:\n- Barcode scans',
    );
  });

  it('leaves the comment alone for other decisions and a complete checklist', () => {
    expect(decisionComment('Rejected', 'No.', ['Barcode scans'], heading)).toBe('No.');
    expect(decisionComment('ApprovedWithChanges', 'Fine.', [], heading)).toBe('Fine.');
  });
});

describe('outcomeIfLast', () => {
  const task = (assetUIDs: string[], status: Task['status'] = 'Pending') =>
    ({ taskUID: 't', assetUIDs, status }) as Task;
  const decided = (entries: [string, TaskAssetDecision['decision']][]) =>
    new Map(
      entries.map(([uid, decision]) => [uid, { assetUID: uid, decision } as TaskAssetDecision]),
    );

  it('answers the task’s result when the decision is the last one missing', () => {
    expect(outcomeIfLast(task(['a']), 'a', decided([]), 'ApprovedWithChanges')).toBe(
      'ApprovedWithChanges',
    );
    expect(outcomeIfLast(task(['a', 'b']), 'b', decided([['a', 'Rejected']]), 'Approved')).toBe(
      'Rejected',
    );
  });

  it('is null while other assets wait, outside the task and once it has ended', () => {
    expect(outcomeIfLast(task(['a', 'b']), 'a', decided([]), 'Approved')).toBeNull();
    expect(outcomeIfLast(task(['a']), 'x', decided([]), 'Approved')).toBeNull();
    expect(outcomeIfLast(task(['a'], 'Approved'), 'a', decided([]), 'Approved')).toBeNull();
  });
});
