import { describe, expect, it } from 'vitest';
import { LOOP_GUARD, loopGuardMessage, loopGuardRefusal } from './loop-guard';
import { actionMatchesTrigger, type Executor } from './matching';
import { resolveRecipientUsers, roleTaskReceivers, rolesToFill } from './recipients';
import { triggerOfTaskEnd } from './task-triggers';

const holders: Record<string, string[]> = { projectOwners: ['owner'], designer: ['dana'] };
const usersOfRole = (role: string) => holders[role] ?? [];

describe('the rules the engine and the dry run share', () => {
  it('matches task triggers only when every executor filter holds', () => {
    const approved = { triggerType: 'InternalReviewTaskApproved' } as const;
    const dana = { userUID: 'dana', email: 'Dana@Studio.example' };
    const match = (filters: object, executor: Executor = dana) =>
      actionMatchesTrigger(
        { ...approved, ...filters },
        'InternalReviewTaskApproved',
        executor,
        usersOfRole,
      );
    expect(match({})).toBe(true);
    expect(match({ triggerExecutorUid: 'dana' })).toBe(true);
    expect(match({ triggerExecutorUid: 'owner' })).toBe(false);
    expect(match({ triggerRoleUid: 'designer' })).toBe(true);
    expect(match({ triggerRoleIds: ['projectOwners'] })).toBe(false);
    expect(match({ triggerEmails: 'a@x.org; dana@studio.example' })).toBe(true);
    expect(match({ triggerEmails: 'a@x.org' })).toBe(false);
    expect(match({ triggerRoleUid: 'designer' }, { userUID: null, email: 'x@out.org' })).toBe(
      false,
    );
    expect(actionMatchesTrigger(approved, 'InternalReviewTaskRejected', dana, usersOfRole)).toBe(
      false,
    );
    // Project and button triggers ignore executor filters.
    expect(
      actionMatchesTrigger(
        { triggerType: 'ManualTrigger', triggerExecutorUid: 'x' },
        'ManualTrigger',
        undefined,
        usersOfRole,
      ),
    ).toBe(true);
  });

  it('refuses runs beyond the loop guard limits', () => {
    expect(loopGuardRefusal(LOOP_GUARD.maxDepth, 0)).toBeUndefined();
    expect(loopGuardRefusal(LOOP_GUARD.maxDepth + 1, 0)).toBe('tooDeep');
    expect(loopGuardRefusal(0, LOOP_GUARD.maxRunsPerChain - 1)).toBeUndefined();
    expect(loopGuardRefusal(0, LOOP_GUARD.maxRunsPerChain)).toBe('tooManyRuns');
    expect(loopGuardMessage('tooDeep', 9)).toMatch(/^Loop guard: .* 9 steps deep \(at most 8\)/);
  });

  it('maps how a task ends to its trigger', () => {
    expect(triggerOfTaskEnd('UploadChangedAsset', 'Closed', false)).toBe(
      'InternalUploadAssetsTaskCompleted',
    );
    expect(triggerOfTaskEnd('ExternalReviewAssets', 'ApprovedWithChanges', true)).toBe(
      'ExternalReviewTaskApproved',
    );
    expect(triggerOfTaskEnd('ReviewAssets', 'Pending', false)).toBeUndefined();
    expect(triggerOfTaskEnd('AssignUserRoles', 'Closed', true)).toBe('UserRolesAssigned');
  });

  it('resolves recipients, roles to fill and who fills them', () => {
    const members = (uid: string) => uid !== 'gone';
    expect(
      resolveRecipientUsers(['gone', 'dana'], ['designer', 'printer'], usersOfRole, members),
    ).toEqual({
      userUIDs: ['dana'],
      unfilledRoles: ['printer'],
    });
    const roles = [
      { uid: 'designer', name: 'Designer', isInternal: true },
      { uid: 'printer', name: 'Printer', isInternal: false },
    ];
    expect(rolesToFill(roles, ['printer']).map((r) => r.uid)).toEqual(['printer']);
    expect(rolesToFill(roles, undefined)).toEqual(roles);
    expect(roleTaskReceivers([], ['first', 'second'])).toEqual(['first']);
    expect(roleTaskReceivers(['dana'], ['first'])).toEqual(['dana']);
  });
});
