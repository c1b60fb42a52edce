import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { nextOpenReview } from './next-task';

function task(taskUID: string, partial: Partial<Task> = {}): Task {
  return {
    taskUID,
    type: 'ReviewAssets',
    status: 'Pending',
    created: '2026-01-01T00:00:00Z',
    projectUID: 'p',
    projectName: 'P',
    ...partial,
  } as Task;
}

describe('nextOpenReview', () => {
  it('offers the open review due first, never the current one', () => {
    const tasks = [
      task('later', { dueDate: '2026-03-01' }),
      task('current', { dueDate: '2026-01-02' }),
      task('soon', { dueDate: '2026-02-01' }),
    ];
    expect(nextOpenReview(tasks, 'current')?.taskUID).toBe('soon');
  });

  it('skips ended tasks, uploads and external reviews; null when nothing waits', () => {
    const tasks = [
      task('done', { status: 'Approved' }),
      task('upload', { type: 'UploadAssets' }),
      task('ext', { type: 'ExternalReviewAssets' }),
      task('current'),
    ];
    expect(nextOpenReview(tasks, 'current')).toBeNull();
  });
});
