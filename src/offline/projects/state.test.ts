import { describe, expect, it } from 'vitest';
import { OfflineHttpError } from '@/offline/platform/http/errors';
import {
  assertDeletable,
  assertEditable,
  assertMovable,
  parseProjectState,
  planStateChange,
  REQUESTABLE_STATES,
} from './state';

function errorOf(run: () => unknown): OfflineHttpError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof OfflineHttpError) return error;
    throw error;
  }
  return undefined;
}

describe('project state rules', () => {
  it('routes moves to and from Archived through InTransit, others directly', () => {
    expect(planStateChange('Active', 'OnHold')).toEqual({ to: 'OnHold', viaTransit: false });
    expect(planStateChange('OnHold', 'Completed')).toEqual({ to: 'Completed', viaTransit: false });
    expect(planStateChange('Completed', 'Active')).toEqual({ to: 'Active', viaTransit: false });
    expect(planStateChange('Completed', 'Archived')).toEqual({ to: 'Archived', viaTransit: true });
    expect(planStateChange('Active', 'Archived')).toEqual({ to: 'Archived', viaTransit: true });
    expect(planStateChange('Archived', 'Active')).toEqual({ to: 'Active', viaTransit: true });
  });

  it('answers the same state with HTTP 406 and body statusCode 412', () => {
    for (const state of REQUESTABLE_STATES) {
      const error = errorOf(() => planStateChange(state, state));
      expect(error).toMatchObject({ status: 406, bodyStatusCode: 412 });
      expect(error?.message).toContain(`already has the state ${state}`);
    }
  });

  it('refuses any change while InTransit with 412', () => {
    expect(errorOf(() => planStateChange('InTransit', 'Active'))).toMatchObject({
      status: 412,
      bodyStatusCode: 412,
    });
  });

  it('allows edit and moves only when Active or OnHold (406), delete only when Completed or Archived (412)', () => {
    for (const state of ['Active', 'OnHold'] as const) {
      expect(errorOf(() => assertEditable(state))).toBeUndefined();
      expect(errorOf(() => assertMovable(state))).toBeUndefined();
      expect(errorOf(() => assertDeletable(state))?.status).toBe(412);
    }
    for (const state of ['Completed', 'Archived'] as const) {
      expect(errorOf(() => assertEditable(state))?.status).toBe(406);
      expect(errorOf(() => assertMovable(state))?.status).toBe(406);
      expect(errorOf(() => assertDeletable(state))).toBeUndefined();
    }
    expect(errorOf(() => assertEditable('InTransit'))?.status).toBe(406);
    expect(errorOf(() => assertDeletable('InTransit'))?.status).toBe(412);
  });

  it('parses state names case-insensitively', () => {
    expect(parseProjectState(' onhold ')).toBe('OnHold');
    expect(parseProjectState('INTRANSIT')).toBe('InTransit');
    expect(parseProjectState('Paused')).toBeUndefined();
  });
});
