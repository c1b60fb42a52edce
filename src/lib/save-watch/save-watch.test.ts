import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveWatch, STILL_SAVING_AFTER_MS, type WatchedSave } from './save-watch';

interface Record {
  id: string;
}

/** A save whose answer the test controls, counting the requests it sends. */
function fakeSave(check: () => Promise<Record | null>) {
  const sent: AbortSignal[] = [];
  let answer: (value: Record) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const save: WatchedSave<Record> = {
    send: (signal) =>
      new Promise<Record>((resolve, reject) => {
        sent.push(signal);
        answer = resolve;
        fail = reject;
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
    check: vi.fn(check),
    onSaved: vi.fn(),
    onFailed: vi.fn(),
  };
  return { save, sent, answer: (value: Record) => answer(value), fail: (e: unknown) => fail(e) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('save watch (a hung save)', () => {
  it('an answer in time: saved, no notice ever', async () => {
    const watch = createSaveWatch();
    const fake = fakeSave(() => Promise.resolve(null));
    watch.start(fake.save);
    expect(watch.getState().phase).toBe('saving');
    fake.answer({ id: 'p1' });
    await flush();
    expect(watch.getState()).toEqual({ phase: 'idle', outcome: null });
    expect(fake.save.onSaved).toHaveBeenCalledWith({ id: 'p1' }, false);
    await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS);
    expect(watch.getState().phase).toBe('idle');
  });

  it('no answer for 8 s: still saving, not before', async () => {
    const watch = createSaveWatch();
    watch.start(fakeSave(() => Promise.resolve(null)).save);
    await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS - 1);
    expect(watch.getState().phase).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    expect(watch.getState().phase).toBe('slow');
  });

  it('cancel aborts the request, checks, and finds it created after all: saved once, no second send', async () => {
    const watch = createSaveWatch();
    const fake = fakeSave(() => Promise.resolve({ id: 'p2' }));
    watch.start(fake.save);
    await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS);
    watch.cancel();
    expect(fake.sent[0]?.aborted).toBe(true);
    expect(watch.getState().phase).toBe('checking');
    await flush();
    expect(watch.getState()).toEqual({ phase: 'idle', outcome: 'savedAfterAll' });
    expect(fake.save.onSaved).toHaveBeenCalledExactlyOnceWith({ id: 'p2' }, true);
    // The abort is not reported as a failure: the check said what happened.
    expect(fake.save.onFailed).not.toHaveBeenCalled();
    expect(fake.sent).toHaveLength(1);
  });

  it('cancel, and the check finds nothing: not saved, nothing sent again', async () => {
    const watch = createSaveWatch();
    const fake = fakeSave(() => Promise.resolve(null));
    watch.start(fake.save);
    await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS);
    watch.cancel();
    await flush();
    expect(watch.getState()).toEqual({ phase: 'idle', outcome: 'notSaved' });
    expect(fake.save.onSaved).not.toHaveBeenCalled();
    expect(fake.save.onFailed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.sent).toHaveLength(1);
  });

  it('a check that cannot tell says so and can be asked again', async () => {
    const watch = createSaveWatch();
    let reachable = false;
    const fake = fakeSave(() =>
      reachable ? Promise.resolve({ id: 'p3' }) : Promise.reject(new Error('timeout')),
    );
    watch.start(fake.save);
    await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS);
    watch.cancel();
    await flush();
    expect(watch.getState().outcome).toBe('unknown');
    reachable = true;
    watch.recheck();
    await flush();
    expect(watch.getState().outcome).toBe('savedAfterAll');
    expect(fake.save.check).toHaveBeenCalledTimes(2);
    expect(fake.sent).toHaveLength(1);
  });

  it('an answer arriving after the cancel does not override the check', async () => {
    const watch = createSaveWatch();
    const fake = fakeSave(() => Promise.resolve(null));
    watch.start(fake.save);
    await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS);
    watch.cancel();
    fake.answer({ id: 'late' });
    await flush();
    expect(fake.save.onSaved).not.toHaveBeenCalled();
    expect(watch.getState().outcome).toBe('notSaved');
  });

  it('an error answer goes to the form; a second start while busy is ignored', async () => {
    const watch = createSaveWatch();
    const fake = fakeSave(() => Promise.resolve(null));
    watch.start(fake.save);
    watch.start(fake.save);
    expect(fake.sent).toHaveLength(1);
    fake.fail(new Error('500'));
    await flush();
    expect(fake.save.onFailed).toHaveBeenCalledOnce();
    expect(watch.getState()).toEqual({ phase: 'idle', outcome: null });
    expect(fake.save.check).not.toHaveBeenCalled();
  });
});
