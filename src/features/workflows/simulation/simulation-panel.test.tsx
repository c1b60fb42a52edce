// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workflow, WorkflowActionInput } from '@/api/types';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_COLUMNS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { renderWithApp, signInAs, startService, stopService } from '@/testing/service-kit';
import { SimulationPanel } from './simulation-panel';

const actions: WorkflowActionInput[] = [
  {
    uid: 'review',
    triggerType: 'ProjectCreated',
    reactionType: 'CreateInternalReviewTask',
    roleUids: ['projectOwners'],
  },
  {
    uid: 'ready',
    triggerType: 'InternalReviewTaskApproved',
    reactionType: 'MoveInKanban',
    targetKanbanColumnUid: DEMO_COLUMNS.acmePrintReady,
  },
  {
    uid: 'again',
    triggerType: 'InternalReviewTaskRejected',
    reactionType: 'CreateInternalUploadAssetsTask',
    userUIDs: [DEMO_USERS.ravi],
  },
  { uid: 'close', triggerType: 'ManualTrigger', reactionType: 'CompleteProject' },
];

let backend: TestService | undefined;
afterEach(async () => {
  if (backend) await stopService(backend);
  backend = undefined;
});

async function renderPanel(props: Partial<Parameters<typeof SimulationPanel>[0]> = {}) {
  backend = await startService();
  await signInAs(backend);
  const onSelectAction = vi.fn();
  const view = renderWithApp(
    <SimulationPanel
      actions={actions}
      roles={[]}
      workflowUID="wf-draft"
      workflowName="Print check"
      otherWorkflows={[]}
      onSelectAction={onSelectAction}
      {...props}
    />,
  );
  const steps = () => screen.getByRole('list', { name: 'Steps of the dry run' });
  return { ...view, onSelectAction, steps };
}

const status = () => screen.getByRole('status');

describe('SimulationPanel', () => {
  it('walks a review through waiting, approval and the Kanban move, by keyboard', async () => {
    const { user, steps, onSelectAction } = await renderPanel();
    expect(screen.getByRole('heading', { name: 'Dry run' })).toBeInTheDocument();
    expect(within(steps()).getByText('Waits')).toBeInTheDocument();
    expect(within(steps()).getByText(/no processed asset yet/)).toBeInTheDocument();
    expect(status()).toHaveTextContent('The flow waits');

    const upload = screen.getByRole('button', {
      name: 'Upload an asset (reviews are waiting for one)',
    });
    upload.focus();
    await user.keyboard('{Enter}');
    expect(
      within(steps()).getByText('Review task (task 1) for the project owner'),
    ).toBeInTheDocument();

    screen.getByRole('button', { name: 'Approve task 1' }).focus();
    await user.keyboard('{Enter}');
    // Once the directory has loaded, the column shows by its name.
    await waitFor(() =>
      expect(
        within(steps()).getByText('Moves the project to the column “Print-ready”'),
      ).toBeInTheDocument(),
    );
    expect(within(steps()).getByText('The project owner approves task 1.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Nothing more happens.');
    expect(
      screen.getByText(
        'Steps that have not run in this dry run: Upload task for assets, Complete the project.',
      ),
    ).toBeInTheDocument();
    // The button that made the choice is gone: focus lands on what it caused.
    expect(document.activeElement).toHaveTextContent('What happens');

    await user.click(
      screen.getByRole('button', { name: 'Show “Move on the Kanban board” in the builder' }),
    );
    expect(onSelectAction).toHaveBeenCalledWith('ready');
  });

  it('takes a choice back and follows the rejection instead', async () => {
    const { user, steps } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: /^Upload an asset/ }));
    await user.click(screen.getByRole('button', { name: 'Approve task 1' }));
    await user.click(screen.getByRole('button', { name: 'Take back the last choice' }));
    await user.click(screen.getByRole('button', { name: 'Reject task 1' }));
    await waitFor(() =>
      expect(
        within(steps()).getByText('Upload task for assets (task 2) for Ravi Kumar'),
      ).toBeInTheDocument(),
    );
    const tasks = screen.getByRole('list', { name: 'Tasks waiting for an outcome' });
    expect(
      within(tasks).getByRole('button', { name: 'Upload the files of task 2' }),
    ).toBeInTheDocument();
  });

  it('starts from a manual button and ends with the completed project', async () => {
    const { user, steps } = await renderPanel();
    await user.click(
      screen.getByRole('radio', {
        name: 'The button “Complete the project” is pressed on a project that runs it',
      }),
    );
    expect(within(steps()).getByText('Completes the project')).toBeInTheDocument();
    expect(status()).toHaveTextContent('The project is completed: nothing more happens.');
    expect(screen.queryByRole('button', { name: /^Upload an asset/ })).not.toBeInTheDocument();
  });

  it('shows where the loop guard stops two workflows that switch to each other', async () => {
    const other: Workflow = {
      workflowUID: 'wf-other',
      name: 'Other',
      created: '2026-01-01T00:00:00Z',
      clientUID: 'cli-acme-packaging',
      roles: [],
      actions: [
        {
          uid: 'back',
          triggerType: 'ProjectCreated',
          reactionType: 'SwitchToWorkflow',
          targetWorkflowUid: 'wf-draft',
        },
      ],
    };
    const { steps } = await renderPanel({
      actions: [
        {
          uid: 'go',
          triggerType: 'ProjectCreated',
          reactionType: 'SwitchToWorkflow',
          targetWorkflowUid: 'wf-other',
        },
      ],
      otherWorkflows: [other],
    });
    expect(status()).toHaveTextContent(
      'The loop guard stops the flow at “Switch to another workflow”.',
    );
    expect(
      within(steps()).getByText(
        /The loop guard stops here: this chain of reactions is 9 steps deep \(at most 8\)/,
      ),
    ).toBeInTheDocument();
    expect(within(steps()).getAllByText('(workflow “Other”)').length).toBeGreaterThan(0);
  });

  it('lets a task made by hand end, asking for a valid address for an outside reviewer', async () => {
    const { user, steps } = await renderPanel({
      actions: [
        {
          uid: 'tell',
          triggerType: 'ExternalReviewTaskRejected',
          reactionType: 'SendCustomEmail',
          contacts: 'studio@acme.example',
          emailSubject: 'Rejected outside',
        },
      ],
    });
    const form = screen.getByRole('group', {
      name: 'A task made by hand (not by this workflow) ends',
    });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'What happens' }),
      'External review rejected',
    );
    const address = within(form).getByRole('textbox', {
      name: 'E-mail address of the outside reviewer',
    });
    await user.type(address, 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Let it happen' }));
    expect(address).toHaveAccessibleDescription(/Enter one e-mail address/);
    expect(address).toHaveValue('not an address');
    await user.clear(address);
    await user.type(address, 'buyer@retail.example');
    await user.click(within(form).getByRole('button', { name: 'Let it happen' }));
    expect(
      within(steps()).getByText(
        'buyer@retail.example: External review rejected (a task made by hand).',
      ),
    ).toBeInTheDocument();
    expect(
      within(steps()).getByText('E-mail “Rejected outside” to studio@acme.example'),
    ).toBeInTheDocument();
  });
});
