import { describe, expect, it } from 'vitest';
import { tableRows } from './table';

describe('bench table: Lighthouse rows', () => {
  it('shows at-least targets, unitless verdicts and figures without a target', () => {
    const rows = tableRows({
      lighthouse: {
        'sign-in': {
          lcp: { oursMs: 2560, targetMs: 2000, pass: false },
          cls: { ours: 0.012, target: 0.05, pass: true },
          score: { ours: 95, atLeast: 95, pass: true },
          transferred: { oursKB: 155.3, figure: true },
          runs: [{ lcpMs: 2560 }],
        },
      },
    });
    expect(
      rows.map(({ benchmark, ours, target, pass }) => [benchmark, ours, target, pass]),
    ).toEqual([
      ['lighthouse sign-in lcp', '2560 ms', '≤ 2000 ms', 'FAIL'],
      ['lighthouse sign-in cls', '0.01', '≤ 0.05', 'pass'],
      ['lighthouse sign-in score', '95', '≥ 95', 'pass'],
      ['lighthouse sign-in transferred', '155.3 KB', '', ''],
    ]);
  });
});
