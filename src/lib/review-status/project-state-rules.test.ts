import { describe, expect, it } from 'vitest';
import type { ProjectState } from '@/api/types';
import { OfflineHttpError } from '@/offline/platform/http/errors';
import {
  assertDeletable,
  assertEditable,
  assertMovable,
  planStateChange,
  PROJECT_STATES,
} from '@/offline/projects/state';
import {
  actionAvailability,
  changeGoesThroughTransit,
  isProjectReadOnly,
  PROJECT_ACTIONS,
  STATE_ACTION_TARGET,
  type ProjectAction,
} from './project-state-rules';

/** What the offline service answers for an action in a state: null when it accepts it. */
function serviceAnswer(state: ProjectState, action: ProjectAction): number | null {
  try {
    if (action === 'edit') assertEditable(state);
    else if (action === 'move') assertMovable(state);
    else if (action === 'delete') assertDeletable(state);
    else planStateChange(state, STATE_ACTION_TARGET[action]);
    return null;
  } catch (error) {
    if (error instanceof OfflineHttpError) return error.status;
    throw error;
  }
}

const cases = PROJECT_STATES.flatMap((state) =>
  PROJECT_ACTIONS.map((action) => [state, action] as const),
);

describe('the UI state table', () => {
  it('covers every state the service knows', () => {
    expect([...PROJECT_STATES].sort()).toEqual(
      ['Active', 'Archived', 'Completed', 'InTransit', 'OnHold'].sort(),
    );
  });

  it.each(cases)(
    '%s / %s: allowed exactly when the offline service accepts it',
    (state, action) => {
      const answer = serviceAnswer(state, action);
      expect(actionAvailability(state, action).allowed).toBe(answer === null);
    },
  );

  it('gives the reason that matches the status the service would answer', () => {
    for (const [state, action] of cases) {
      const availability = actionAvailability(state, action);
      const status = serviceAnswer(state, action);
      if (availability.allowed) continue;
      const expected: Record<string, number[]> = {
        readOnly: [406],
        notClosed: [412],
        alreadyInState: [406],
        inTransit: [406, 412],
      };
      expect(expected[availability.reason], `${state}/${action}`).toContain(status);
    }
  });

  it('explains the common cases in the terms of spec.md', () => {
    expect(actionAvailability('Active', 'delete')).toEqual({ allowed: false, reason: 'notClosed' });
    expect(actionAvailability('Completed', 'delete')).toEqual({ allowed: true });
    expect(actionAvailability('Completed', 'edit')).toEqual({ allowed: false, reason: 'readOnly' });
    expect(actionAvailability('Archived', 'archive')).toEqual({
      allowed: false,
      reason: 'alreadyInState',
    });
    expect(actionAvailability('InTransit', 'reactivate')).toEqual({
      allowed: false,
      reason: 'inTransit',
    });
  });

  it('treats Completed, Archived and InTransit as read-only', () => {
    expect(PROJECT_STATES.filter(isProjectReadOnly)).toEqual([
      'Completed',
      'Archived',
      'InTransit',
    ]);
  });

  it('passes through InTransit exactly when the service does', () => {
    for (const from of PROJECT_STATES.filter((s) => s !== 'InTransit')) {
      for (const to of Object.values(STATE_ACTION_TARGET)) {
        if (from === to) continue;
        expect(changeGoesThroughTransit(from, to), `${from} -> ${to}`).toBe(
          planStateChange(from, to).viaTransit,
        );
      }
    }
  });
});
