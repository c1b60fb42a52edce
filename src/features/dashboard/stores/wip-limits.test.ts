// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function freshStore() {
  return import('./wip-limits');
}

describe('WIP limits store', () => {
  it('saves limits in the layout the persist middleware used, and reads them back', async () => {
    const { useWipLimits, WIP_LIMITS_KEY } = await freshStore();
    useWipLimits.getState().setLimit('col-a', 3);
    useWipLimits.getState().setLimit('col-b', 7);
    useWipLimits.getState().setLimit('col-b', null);
    expect(JSON.parse(localStorage.getItem(WIP_LIMITS_KEY) ?? 'null')).toEqual({
      state: { limits: { 'col-a': 3 } },
      version: 1,
    });
    vi.resetModules();
    const again = await freshStore();
    expect(again.useWipLimits.getState().limits).toEqual({ 'col-a': 3 });
  });

  it('drops saved values that are not whole numbers from 1 to 999, and survives garbage', async () => {
    localStorage.setItem(
      'proofdesk.dashboard.wip-limits',
      JSON.stringify({ state: { limits: { a: 2, b: 0, c: 1000, d: 2.5, e: '4' } }, version: 1 }),
    );
    expect((await freshStore()).readWipLimits()).toEqual({ a: 2 });
    localStorage.setItem('proofdesk.dashboard.wip-limits', '{not json');
    expect((await freshStore()).readWipLimits()).toEqual({});
  });
});
