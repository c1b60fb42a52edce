import { describe, expect, it } from 'vitest';
import {
  REACTION_FIELDS,
  TRIGGER_FILTER_FIELDS,
  reactionFields,
  staleFieldsPatch,
  triggerFilterFields,
} from './reaction-fields';
import {
  EMAIL_REACTIONS,
  EXTERNAL_TASK_REACTIONS,
  INTERNAL_TASK_REACTIONS,
  REACTION_TYPES,
} from './vocabulary';

describe('reaction fields', () => {
  it('lists every reaction, each field once', () => {
    expect(Object.keys(REACTION_FIELDS).sort()).toEqual([...REACTION_TYPES].sort());
    for (const type of REACTION_TYPES) {
      const fields = reactionFields(type);
      expect(new Set(fields).size, type).toBe(fields.length);
    }
  });

  it('gives the recipients the validation asks for', () => {
    for (const type of INTERNAL_TASK_REACTIONS) {
      expect(reactionFields(type)).toEqual(expect.arrayContaining(['userUIDs', 'roleUids']));
      expect(reactionFields(type)).not.toContain('contacts');
    }
    for (const type of [...EXTERNAL_TASK_REACTIONS, ...EMAIL_REACTIONS])
      expect(reactionFields(type)).toContain('contacts');
    expect(reactionFields('CompleteProject')).toEqual([]);
    expect(reactionFields('MoveInKanban')).toEqual(['targetKanbanColumnUid']);
    expect(reactionFields('CreateExternalReviewTask')).toContain('password');
    expect(reactionFields('CreateInternalReviewTask')).not.toContain('password');
  });

  it('offers executor filters on completed-task triggers only', () => {
    expect(triggerFilterFields('InternalReviewTaskApproved')).toEqual(TRIGGER_FILTER_FIELDS);
    expect(triggerFilterFields('UserRolesAssigned')).toEqual(TRIGGER_FILTER_FIELDS);
    expect(triggerFilterFields('ProjectCreated')).toEqual([]);
    expect(triggerFilterFields('ManualTrigger')).toEqual([]);
  });
});

describe('staleFieldsPatch', () => {
  it('clears filters and fields the action no longer uses', () => {
    const patch = staleFieldsPatch({
      triggerType: 'ProjectCreated',
      reactionType: 'MoveInKanban',
      targetKanbanColumnUid: 'col',
      triggerExecutorUid: 'u1',
      triggerEmails: 'a@b.co',
      password: 'secret',
    });
    expect(patch).toEqual({
      triggerExecutorUid: undefined,
      triggerEmails: undefined,
      password: undefined,
    });
    expect(Object.keys(patch)).toHaveLength(3);
  });

  it('is empty when every field applies', () => {
    expect(
      staleFieldsPatch({
        triggerType: 'InternalReviewTaskApproved',
        reactionType: 'CreateExternalReviewTask',
        contacts: 'a@b.co',
        password: 'x',
        triggerRoleUid: 'projectOwners',
      }),
    ).toEqual({});
  });
});
