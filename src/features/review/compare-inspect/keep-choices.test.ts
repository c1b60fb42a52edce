import { describe, expect, it } from 'vitest';
import { keepChoices } from './keep-choices';

describe('where a measurement in compare may be kept', () => {
  it('on the newer version when it is the latest, the older one shown but not open', () => {
    expect(keepChoices([1, 2], 2, true)).toEqual({
      offered: true,
      choices: [
        { version: 1, available: false },
        { version: 2, available: true },
      ],
      preferred: 2,
    });
  });

  it('on the older one when it is the latest (compared against an earlier one)', () => {
    expect(keepChoices([3, 1], 3, true).preferred).toBe(3);
  });

  it('nowhere when neither compared version is the latest', () => {
    const none = keepChoices([1, 2], 3, true);
    expect(none.offered).toBe(true);
    expect(none.preferred).toBeNull();
    expect(none.choices.every((choice) => !choice.available)).toBe(true);
  });

  it('not offered where the reviewer may not annotate', () => {
    expect(keepChoices([1, 2], 2, false).offered).toBe(false);
  });

  it('while the latest version is not known yet, nothing is open', () => {
    expect(keepChoices([1, 2], null, true).preferred).toBeNull();
  });
});
