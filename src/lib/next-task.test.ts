import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('settles in a later task, after every microtask queued in this one', async () => {
    let microtasksDone = false;
    const seen = nextTask().then(() => microtasksDone);
    // A chain of microtasks: a promise that settles within this task runs before its end.
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    void chain.then(() => {
      microtasksDone = true;
    });
    expect(await seen).toBe(true);
  });
});
