// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCalibration, saveCalibration, setInspect, useInspectStore } from './inspect-store';

describe('inspect preferences and calibrations', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a calibration for one asset version only, and forgets it on request', () => {
    saveCalibration('ast-1', 2, { x: 0.25, y: 0.25 });
    expect(readCalibration('ast-1', 2)).toEqual({ x: 0.25, y: 0.25 });
    expect(readCalibration('ast-1', 3)).toBeNull();
    expect(readCalibration('ast-2', 2)).toBeNull();
    saveCalibration('ast-1', 3, { x: 0.5, y: 0.5 });
    saveCalibration('ast-1', 2, null);
    expect(readCalibration('ast-1', 2)).toBeNull();
    expect(readCalibration('ast-1', 3)).toEqual({ x: 0.5, y: 0.5 });
  });

  it('reads damaged or foreign storage as no calibration', () => {
    localStorage.setItem('proofdesk.inspect.calibration', '{not json');
    expect(readCalibration('ast-1', 1)).toBeNull();
    localStorage.setItem(
      'proofdesk.inspect.calibration',
      JSON.stringify({ 'ast-1@1': { x: -1, y: 0 } }),
    );
    expect(readCalibration('ast-1', 1)).toBeNull();
  });

  it('remembers the unit, sample size and limit in this browser', () => {
    setInspect({ unit: 'pt', average: 5, limit: 280 });
    expect(JSON.parse(localStorage.getItem('proofdesk.inspect.prefs') ?? '{}')).toEqual({
      unit: 'pt',
      average: 5,
      limit: 280,
    });
    expect(useInspectStore.getState().unit).toBe('pt');
  });
});
