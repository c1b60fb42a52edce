import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { assetToShow, externalCapabilities, hasEnded, linkAnnotates } from './capabilities';

const task: Task = {
  taskUID: 't',
  projectUID: 'p',
  projectName: 'Juice',
  clientUID: 'c',
  type: 'ExternalReviewAssets',
  status: 'Pending',
  created: '2024-05-01T00:00:00Z',
  closed: null,
  user: { userUID: null, fullName: null, email: 'jonas@example.test' },
  assetUIDs: ['a1', 'a2'],
  decisions: [],
  isReadOnly: false,
  isAllowDownloadAssets: false,
};

describe('externalCapabilities', () => {
  it('lets an open, writable link annotate and decide on its own assets', () => {
    expect(externalCapabilities(task, 'a1')).toEqual({
      canAnnotate: true,
      canDecide: true,
      canDownload: false,
      simpleMode: false,
    });
    expect(externalCapabilities(task, 'other').canDecide).toBe(false);
  });

  it('gives a read-only link no tools and no decisions', () => {
    const caps = externalCapabilities(
      { ...task, isReadOnly: true, isAllowDownloadAssets: true },
      'a1',
    );
    expect(caps).toMatchObject({ canAnnotate: false, canDecide: false, canDownload: true });
  });

  it('changes nothing once the task has ended', () => {
    const ended = { ...task, status: 'Approved' as const };
    expect(hasEnded(ended)).toBe(true);
    expect(externalCapabilities(ended, 'a1')).toMatchObject({
      canAnnotate: false,
      canDecide: false,
    });
  });

  it('passes simple mode on', () => {
    expect(externalCapabilities({ ...task, isSimpleMode: true }, 'a1').simpleMode).toBe(true);
  });

  it('keeps measurements as annotations exactly where the review tool annotates', () => {
    expect(linkAnnotates(externalCapabilities(task, 'a1'))).toBe(true);
    expect(linkAnnotates(externalCapabilities({ ...task, isReadOnly: true }, 'a1'))).toBe(false);
    expect(linkAnnotates(externalCapabilities({ ...task, isSimpleMode: true }, 'a1'))).toBe(false);
    const ended = { ...task, status: 'Rejected' as const };
    expect(linkAnnotates(externalCapabilities(ended, 'a1'))).toBe(false);
  });
});

describe('assetToShow', () => {
  it('shows the asked asset of the task, else the first undecided one', () => {
    const decided = {
      ...task,
      decisions: [{ assetUID: 'a1', decision: 'Approved' as const, comment: null, created: '' }],
    };
    expect(assetToShow(decided, 'a1')).toBe('a1');
    expect(assetToShow(decided, 'not-in-task')).toBe('a2');
    expect(assetToShow(decided, null)).toBe('a2');
    expect(assetToShow({ ...task, assetUIDs: [] }, null)).toBeNull();
  });
});
