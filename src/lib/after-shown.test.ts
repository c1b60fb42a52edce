import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShown } from './after-shown';

/** A PerformanceObserver that reports Element Timing entries when told to. */
class FakeObserver {
  static supportedEntryTypes = ['element', 'largest-contentful-paint'];
  static live: FakeObserver[] = [];
  observed = false;
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
  observe() {
    this.observed = true;
    FakeObserver.live.push(this);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  static present(identifier: string) {
    for (const o of [...FakeObserver.live]) o.callback({ getEntries: () => [{ identifier }] });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.live = [];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterShown', () => {
  it('runs once the marked element is presented, not for another element', () => {
    const run = vi.fn();
    afterShown('asset-name', run);
    FakeObserver.present('something-else');
    expect(run).not.toHaveBeenCalled();
    FakeObserver.present('asset-name');
    FakeObserver.present('asset-name');
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakeObserver.live).toEqual([]);
  });

  it('runs at the latest after its wait when nothing is presented', () => {
    const run = vi.fn();
    afterShown('asset-name', run, 300);
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const run = vi.fn();
    const cancel = afterShown('asset-name', run);
    cancel();
    FakeObserver.present('asset-name');
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('waits for the next paint where the browser has no Element Timing', () => {
    FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const run = vi.fn();
    afterShown('asset-name', run);
    expect(FakeObserver.live).toEqual([]);
    expect(frames).toHaveLength(1);
    FakeObserver.supportedEntryTypes = ['element', 'largest-contentful-paint'];
  });
});
