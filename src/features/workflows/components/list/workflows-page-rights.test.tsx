// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_CLIENTS } from '@/offline/platform/demo-ids';
import { renderWithApp, signInAs, startService, stopService } from '@/testing/service-kit';
import type { ClientRights } from '@/domain/access/admin-rights';
import { WorkflowsPage } from './workflows-page';

const links = {
  workflow: (uid: string) => `/workflows/${uid}`,
  newWorkflow: () => '/workflows/new',
  project: (uid: string) => `/projects/${uid}`,
};

let backend: TestService | undefined;
afterEach(async () => {
  if (backend) await stopService(backend);
  backend = undefined;
});

async function renderAsRavi(adminRights: readonly ClientRights[] | undefined) {
  backend = await startService();
  await signInAs(backend, 'ravi@demo.test');
  const view = renderWithApp(<WorkflowsPage links={links} adminRights={adminRights} />);
  await screen.findByRole('link', { name: 'Artwork approval' });
  return view;
}

describe('WorkflowsPage and admin rights', () => {
  it('shows a known non-admin the list view only, with the reason', async () => {
    await renderAsRavi([{ clientUID: DEMO_CLIENTS.acme, isAdmin: false }]);
    expect(screen.getByText(/Only admins of Acme Packaging can create or change/)).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: /Rename|Duplicate|Delete|New workflow/ }),
    ).toBeNull();
  });

  it('offers changes when the server does not say (no isAdmin) and shows its 403 plainly', async () => {
    const { user } = await renderAsRavi([{ clientUID: DEMO_CLIENTS.acme }]);
    await user.click(screen.getByRole('button', { name: 'Rename Artwork approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename workflow' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed by Ravi');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(
      await within(dialog).findByText(/Only this client’s admins can change its workflows/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty(
      'value',
      'Renamed by Ravi',
    );
  });
});
