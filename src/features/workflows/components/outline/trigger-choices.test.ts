import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { triggerChoiceGroups } from './trigger-choices';

beforeAll(async () => {
  await i18n.loadNamespaces(['workflows']);
});

describe('triggerChoiceGroups', () => {
  it('puts the step numbers in the group label, and leaves each option a short event name', () => {
    const t = i18n.fixedT('workflows');
    const groups = triggerChoiceGroups(t, [
      { reactionType: 'CreateInternalUploadAssetsTask' },
      { reactionType: 'CreateInternalReviewTask' },
      { reactionType: 'CreateInternalUploadAssetsTask' },
    ]);
    expect(groups.map((group) => group.label)).toEqual([
      'After step 1, 3',
      'After step 2',
      'Other events',
    ]);
    expect(groups[0]?.triggers.map((choice) => choice.label)).toEqual([
      'Internal asset upload completed',
    ]);
    expect(groups[1]?.triggers.map((choice) => choice.value)).toEqual([
      'InternalReviewTaskRejected',
      'InternalReviewTaskApproved',
    ]);
    expect(groups[2]?.triggers.map((choice) => choice.label)).toContain('Project created');
    expect(groups.flatMap((group) => group.triggers).every((c) => !c.label.includes('('))).toBe(
      true,
    );
  });

  it('lists every trigger once, under "Other events" when the workflow is empty', () => {
    const groups = triggerChoiceGroups(i18n.fixedT('workflows'), []);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.triggers).toHaveLength(11);
  });
});
