import { describe, expect, it } from 'vitest';
import type { DraftAction } from './builder-types';
import { sameDraft } from './draft-persistence';
import type { WorkflowDraft } from './draft-store';

const step = (uid: string, extra: Partial<DraftAction> = {}): DraftAction => ({
  uid,
  triggerType: 'ProjectCreated',
  reactionType: 'CompleteProject',
  ...extra,
});

const draft = (actions: DraftAction[]): WorkflowDraft => ({ name: 'Print', actions, roles: [] });

describe('sameDraft (what decides "unsaved changes")', () => {
  const a = step('a');
  const b = step('b', { friendlyName: 'Check' });
  const saved = draft([a, b]);

  it('compares steps the store replaced by content, whatever the key order', () => {
    const retyped: DraftAction = {
      friendlyName: 'Check',
      reactionType: 'CompleteProject',
      triggerType: 'ProjectCreated',
      uid: 'b',
    };
    expect(sameDraft(draft([a, retyped]), saved)).toBe(true);
  });

  it('sees a changed field, name, step count or order', () => {
    expect(sameDraft(draft([a, { ...b, friendlyName: 'x' }]), saved)).toBe(false);
    expect(sameDraft({ ...saved, name: 'Other' }, saved)).toBe(false);
    expect(sameDraft(draft([a]), saved)).toBe(false);
    expect(sameDraft(draft([b, a]), saved)).toBe(false);
  });
});
