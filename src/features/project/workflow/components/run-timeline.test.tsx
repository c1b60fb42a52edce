// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkflowRun } from '@/api/types';
import { RunTimeline } from './run-timeline';

function chainRuns(index: number): WorkflowRun[] {
  const base = {
    projectUID: 'prj',
    workflowUID: 'wf',
    friendlyName: null,
    chainId: `chain-${String(index)}`,
    time: new Date(Date.UTC(2026, 0, 1, 10, index)).toISOString(),
    message: `Message ${String(index)}`,
  };
  // Newest first, as the service sends them: the webhook ran after the board move.
  return [
    {
      ...base,
      runUID: `hook-${String(index)}`,
      actionUid: 'hook',
      triggerType: 'InternalReviewTaskApproved',
      reactionType: 'SendDataWithWebhook',
      depth: 0,
      outcome: 'Failed',
    },
    {
      ...base,
      runUID: `move-${String(index)}`,
      actionUid: 'move',
      friendlyName: 'Approved artwork goes to Print-ready',
      triggerType: 'InternalReviewTaskApproved',
      reactionType: 'MoveInKanban',
      depth: 0,
      outcome: 'Done',
    },
  ];
}

const nameOf = (run: WorkflowRun) => run.friendlyName ?? run.reactionType;

describe('RunTimeline', () => {
  it('shows one entry per event, newest first, its steps in run order, and pages older entries', async () => {
    const user = userEvent.setup();
    // Chain 9 is the newest.
    const runs = Array.from({ length: 10 }, (_, i) => chainRuns(9 - i)).flat();
    render(<RunTimeline runs={runs} nameOf={nameOf} />);

    const list = screen.getByRole('list', { name: 'Workflow runs, newest first' });
    const entries = within(list).getAllByRole('article', { name: 'Internal review approved' });
    expect(entries).toHaveLength(8);
    const newest = entries[0];
    if (!newest) throw new Error('no entry');
    expect(newest).toHaveTextContent('2 steps: 1 Failed, 1 Done');
    const steps = within(newest).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Approved artwork goes to Print-ready');
    expect(steps[0]).toHaveTextContent('Move on the board · on Internal review approved');
    expect(steps[1]).toHaveTextContent('SendDataWithWebhook');
    expect(steps[1]).toHaveTextContent('Failed');
    expect(within(newest).getAllByText('Message 9')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show 2 older entries' }));
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /older/ })).toBeNull();
  });

  it('says when nothing has run', () => {
    render(<RunTimeline runs={[]} nameOf={nameOf} />);
    expect(screen.getByText('Nothing has run yet.')).toBeInTheDocument();
  });
});
