import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

const frames: FrameRequestCallback[] = [];

function paintFrame(): void {
  for (const callback of frames.splice(0)) callback(performance.now());
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  frames.length = 0;
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs once the next frame has been painted, not before', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const run = vi.fn();
    afterNextPaint(run);
    await nextTask();
    expect(run).not.toHaveBeenCalled();
    paintFrame();
    expect(run).not.toHaveBeenCalled(); // a task after the frame, not inside it
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('never runs once cancelled, before or after the frame', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    paintFrame();
    cancelLate();
    await nextTask();
    await nextTask();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
