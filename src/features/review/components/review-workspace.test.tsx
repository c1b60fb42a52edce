// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/api/session';
import type { Asset, Task } from '@/api/types';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_ASSETS } from '@/offline/assets/seed';
import { DEMO_USERS } from '@/offline/platform/demo-ids';
import {
  callService,
  renderWithProviders,
  signInAs,
  startService,
  stopService,
} from '../test-service';
import type { Viewer } from '../model/threads';
import { ReviewWorkspace } from './review-workspace';

let backend: TestService;

beforeAll(async () => {
  // jsdom has no layout: the canvas keeps a zero size and Konva never draws; the panels are under test.
  Element.prototype.scrollIntoView = () => undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  backend = await startService();
});
beforeEach(() => sessionStorage.clear());
afterEach(() => clearSession());
afterAll(async () => {
  vi.unstubAllGlobals();
  await stopService(backend);
});

const ravi: Viewer = { userUID: DEMO_USERS.ravi, fullName: 'Ravi Kumar' };
const anna: Viewer = { userUID: DEMO_USERS.anna, fullName: 'Anna Berg' };
const full = { canAnnotate: true, canDecide: true, canDownload: true, simpleMode: false };

async function openAsset(
  token: string,
  assetUID: string,
  viewer: Viewer = ravi,
  task: Task | null = null,
) {
  const asset = await callService<Asset>(
    backend,
    token,
    'GET',
    `/api/v1/asset?AssetUID=${assetUID}`,
  );
  return renderWithProviders(
    <ReviewWorkspace
      asset={asset}
      task={task}
      capabilities={full}
      viewer={viewer}
      draftScope={`user:${viewer.userUID}`}
      assetHref={(uid) => `/review/${uid}`}
    />,
  );
}

const thread = (text: RegExp) => screen.getByRole('button', { name: text });

describe('ReviewWorkspace annotation panel', () => {
  it("lists the threads and tells a reviewer why someone else's cannot be deleted", async () => {
    const token = await signInAs(backend, 'ravi@demo.test');
    const { user } = await openAsset(token, DEMO_ASSETS.acmeCoffeePouch);
    // The file's first test also pays the workspace's cold start: more than the default 1 s
    // on a loaded machine.
    await user.click(
      await screen.findByRole('button', { name: /Barcode quiet zone/ }, { timeout: 5000 }),
    );
    const item = thread(/Barcode quiet zone/).closest('li');
    if (!item) throw new Error('no item');
    const remove = within(item).getByRole('button', { name: 'Delete' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'Only Anna Berg, who wrote it, can delete this annotation.',
    );
    expect(within(item).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('replies, completes, hides and shows again', async () => {
    const token = await signInAs(backend, 'ravi@demo.test');
    const { user } = await openAsset(token, DEMO_ASSETS.acmeCoffeePouch);
    await user.click(await screen.findByRole('button', { name: /Energy value/ }));
    const item = thread(/Energy value/).closest('li');
    if (!item) throw new Error('no item');
    const reply = within(item).getByLabelText('Reply to Anna Berg');
    await user.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(within(item).getByText('Write a reply before sending.')).toBeInTheDocument();
    await user.type(reply, 'Checked against the spec sheet{Enter}');
    expect(await within(item).findByText('Checked against the spec sheet')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Complete' }));
    expect(await within(item).findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Energy value/ })).toBeNull());
    await user.click(screen.getByRole('radio', { name: /Hidden/ }));
    // Still selected, so it opens with its actions under the Hidden filter.
    const hidden = (await screen.findByRole('button', { name: /Energy value/ })).closest('li');
    await user.click(within(hidden ?? document.body).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Energy value/ })).toBeNull());
    const stored = await callService<
      Record<string, { text: string; isCompleted: boolean; isHidden: boolean }[]>
    >(backend, token, 'GET', `/api/v1/annotation/all?AssetUID=${DEMO_ASSETS.acmeCoffeePouch}`);
    const energy = Object.values(stored)
      .flat()
      .find((a) => a.text.startsWith('Energy value'));
    expect(energy).toMatchObject({ isCompleted: true, isHidden: false });
  });

  it("edits and deletes the reviewer's own annotation after a confirmation", async () => {
    const token = await signInAs(backend, 'anna@demo.test');
    const { user } = await openAsset(token, DEMO_ASSETS.acmeCoffeePouch, anna);
    await user.click(await screen.findByRole('button', { name: /Barcode quiet zone/ }));
    const item = thread(/Barcode quiet zone/).closest('li');
    if (!item) throw new Error('no item');
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const field = within(item).getByLabelText('Annotation text');
    await user.clear(field);
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(within(item).getByText('The text cannot be empty.')).toBeInTheDocument();
    await user.type(field, 'Quiet zone must be 2.5 mm');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('button', { name: /Quiet zone must be 2.5 mm/ }),
    ).toBeInTheDocument();
    await user.click(
      within(thread(/Quiet zone must be/).closest('li') ?? document.body).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this annotation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Quiet zone must be/ })).toBeNull(),
    );
  });
});

describe('ReviewWorkspace decisions', () => {
  it('walks a two-asset task to its end and says what is left', async () => {
    const token = await signInAs(backend, 'anna@demo.test');
    const created = await callService<{ taskUID: string }>(
      backend,
      token,
      'POST',
      '/api/v1/task/review_asset',
      {
        projectUID: (
          await callService<Asset>(
            backend,
            token,
            'GET',
            `/api/v1/asset?AssetUID=${DEMO_ASSETS.nordicJamLabel}`,
          )
        ).projectUID,
        userUID: DEMO_USERS.anna,
        assetUIDs: [DEMO_ASSETS.nordicJamLabel, DEMO_ASSETS.nordicJamLeaflet],
      },
    );
    const task = await callService<Task>(
      backend,
      token,
      'GET',
      `/api/v1/task?TaskUID=${created.taskUID}`,
    );
    const withChecklist = {
      ...task,
      checklistName: 'Print check',
      checklistItems: ['Colours', 'Barcode'],
    };
    const { user, unmount } = await openAsset(
      token,
      DEMO_ASSETS.nordicJamLabel,
      anna,
      withChecklist,
    );

    expect(await screen.findByText('2 of 2 assets left')).toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/^Approve needs every item ticked\./);
    // A swatch that does not match is a change asked, not a rejection.
    await user.click(screen.getByRole('checkbox', { name: 'Barcode' }));
    expect(approve).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: 'Comment on your decision (optional)' }),
      'Red too light.',
    );
    await user.click(screen.getByRole('button', { name: 'Approve with changes' }));
    expect(await screen.findByText('1 of 2 assets left')).toBeInTheDocument();
    const first = await callService<Task>(
      backend,
      token,
      'GET',
      `/api/v1/task?TaskUID=${created.taskUID}`,
    );
    expect(first.decisions?.[0]).toMatchObject({
      decision: 'ApprovedWithChanges',
      comment: 'Red too light.\n\nChanges asked (checklist items not ticked):\n- Colours',
    });
    expect(
      screen.getByRole('link', {
        name: /Next undecided asset: forest-harvest-lingonberry-nectar-leaflet.pdf/,
      }),
    ).toHaveAttribute('href', `/review/${DEMO_ASSETS.nordicJamLeaflet}`);
    unmount();

    const updated = await callService<Task>(
      backend,
      token,
      'GET',
      `/api/v1/task?TaskUID=${created.taskUID}`,
    );
    await openAsset(token, DEMO_ASSETS.nordicJamLeaflet, anna, updated);
    await screen.findByText('1 of 2 assets left');
    // The last decision ends the task: asked once, with its summary, and cancellable.
    await userReject();
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your decision' });
    expect(confirm).toHaveTextContent('DecisionRejected');
    expect(confirm).toHaveTextContent('No comment');
    expect(confirm).toHaveTextContent(
      'This is the task’s last asset: the task ends as “Rejected” and the decision can no longer be changed.',
    );
    const { default: userEvent } = await import('@testing-library/user-event');
    const clicks = userEvent.setup();
    await clicks.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 of 2 assets left')).toBeInTheDocument();
    await userReject();
    await clicks.click(
      within(await screen.findByRole('dialog', { name: 'Confirm your decision' })).getByRole(
        'button',
        { name: 'Reject' },
      ),
    );
    expect(await screen.findByText('The task has ended: rejected.')).toBeInTheDocument();
    const ended = await callService<Task>(
      backend,
      token,
      'GET',
      `/api/v1/task?TaskUID=${created.taskUID}`,
    );
    expect(ended.status).toBe('Rejected');
    expect(ended.closed).not.toBeNull();
  });
});

async function userReject() {
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Reject' }));
}

describe('ReviewWorkspace simple mode', () => {
  it('offers only zoom, pan, accept and reject', async () => {
    const token = await signInAs(backend, 'anna@demo.test');
    const asset = await callService<Asset>(
      backend,
      token,
      'GET',
      `/api/v1/asset?AssetUID=${DEMO_ASSETS.nordicJamLabel}`,
    );
    const created = await callService<{ taskUID: string }>(
      backend,
      token,
      'POST',
      '/api/v1/task/review_asset',
      {
        projectUID: asset.projectUID,
        userUID: DEMO_USERS.anna,
        assetUIDs: [DEMO_ASSETS.nordicJamLabel],
      },
    );
    const task = await callService<Task>(
      backend,
      token,
      'GET',
      `/api/v1/task?TaskUID=${created.taskUID}`,
    );
    renderWithProviders(
      <ReviewWorkspace
        asset={asset}
        task={task}
        capabilities={{ ...full, simpleMode: true }}
        viewer={anna}
        draftScope="user:anna"
      />,
    );
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve with changes' })).toBeNull();
    const tools = screen.getByRole('group', { name: 'Tools' });
    expect(
      within(tools)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Select', 'Hand (pan)']);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Annotations' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Undo and redo' })).toBeNull();
  });
});
