// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/api/session';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { ProjectOverviewTab } from '../overview/overview-tab';
import { findProjects, renderWithQuery, signInAs, startService, stopService } from '../../test-kit';
import { ProjectPage } from './project-page';

let backend: TestService;

beforeAll(async () => {
  backend = await startService();
});
afterEach(() => clearSession());
afterAll(async () => {
  await stopService(backend);
});

function renderPage(projectUID: string, tab = '') {
  const onDeleted = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/projects/:projectUID',
        element: (
          <ProjectPage dashboardHref="/" onDeleted={onDeleted} notFound={<h1>Not found</h1>} />
        ),
        children: [
          { index: true, element: <ProjectOverviewTab /> },
          { path: 'tasks', element: <p>Tasks tab content</p> },
        ],
      },
      { path: '/', element: <p>Dashboard</p> },
    ],
    { initialEntries: [`/projects/${projectUID}${tab}`] },
  );
  return { ...renderWithQuery(<RouterProvider router={router} />), onDeleted, router };
}

const actionButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Project actions' })).getByRole('button', { name });

describe('ProjectPage', () => {
  it('shows the header, the allowed actions and why the others are not allowed', async () => {
    await signInAs(backend);
    renderPage(DEMO_PROJECTS.acmeLemonCan);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sparkling Lemon 330 ml can' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fizzly Drinks · Acme Packaging')).toBeInTheDocument();

    const remove = actionButton('Delete');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(
      'Delete: only Completed or Archived projects can be deleted; this one is Active.',
    );
    expect(actionButton('Reactivate')).toHaveAccessibleDescription(
      'Reactivate: the project is already Active.',
    );
    expect(actionButton('Edit')).not.toHaveAttribute('aria-disabled');
    expect(actionButton('Complete')).not.toHaveAttribute('aria-disabled');

    // Overview: metadata from GET /project/meta, read-only.
    const metadata = await screen.findByRole('region', { name: 'Metadata' });
    expect(await within(metadata).findByText('JOB-24-1187')).toBeInTheDocument();
    expect(within(metadata).queryByRole('textbox')).toBeNull();
    const pending = screen.getByRole('region', { name: 'Why is this still pending?' });
    expect(within(pending).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Review status' })).toHaveTextContent(
      'Open review tasks',
    );
  });

  it('completes after saying tasks are deleted, then allows delete and leaves', async () => {
    const token = await signInAs(backend);
    const { user, onDeleted, router, queryClient } = renderPage(DEMO_PROJECTS.acmeCrisps);
    // As fresh as the app keeps data (src/app/query-client.ts), so a cached project would show.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    await screen.findByRole('heading', { level: 1, name: 'Sea Salt crisps 150 g bag' });

    await user.click(actionButton('Complete'));
    const confirm = screen.getByRole('dialog', { name: 'Complete “Sea Salt crisps 150 g bag”?' });
    expect(confirm).toHaveTextContent(/Completing deletes every task of the project/);
    await user.click(within(confirm).getByRole('button', { name: 'Complete project' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const header = screen.getByRole('region', { name: 'Sea Salt crisps 150 g bag' });
    expect(within(header).getByText('Completed')).toBeInTheDocument();
    expect(actionButton('Edit')).toHaveAccessibleDescription(
      'Edit: only Active or On hold projects can change; this one is Completed.',
    );
    const remove = actionButton('Delete');
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));

    await user.click(remove);
    const ask = screen.getByRole('dialog', {
      name: 'Delete “Sea Salt crisps 150 g bag” for good?',
    });
    // The safe choice has focus first.
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(await findProjects(backend, token, 'Sea Salt crisps')).toEqual([]);

    // Coming back (Back, a link) asks the service again instead of showing the cached project.
    await router.navigate('/');
    await screen.findByText('Dashboard');
    await router.navigate(`/projects/${DEMO_PROJECTS.acmeCrisps}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  });

  it('shows In transit while archiving and Archived when the files have moved', async () => {
    await signInAs(backend);
    backend.service.setSettings({ timeScale: 10 });
    const { user } = renderPage(DEMO_PROJECTS.acmeTeaBox);
    await screen.findByRole('heading', { level: 1, name: 'Jasmine green tea gift box' });
    await user.click(actionButton('Archive'));
    const confirm = screen.getByRole('dialog', { name: 'Archive “Jasmine green tea gift box”?' });
    expect(confirm).toHaveTextContent(/move to slow storage/);
    await user.click(within(confirm).getByRole('button', { name: 'Archive project' }));

    const header = screen.getByRole('region', { name: 'Jasmine green tea gift box' });
    expect(await within(header).findByText('In transit')).toBeInTheDocument();
    expect(actionButton('Reactivate')).toHaveAttribute('aria-disabled', 'true');
    expect(await within(header).findByText('Archived', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(actionButton('Reactivate')).not.toHaveAttribute('aria-disabled');
    backend.service.setSettings({ timeScale: 1 });
  });

  it('explains a same-state answer instead of a bare error', async () => {
    const token = await signInAs(backend);
    const { user } = renderPage(DEMO_PROJECTS.acmeKetchup);
    await screen.findByRole('heading', { level: 1, name: 'Private label ketchup 500 ml' });
    // Someone else puts the project on hold while this page still shows it Active.
    await fetch(`${backend.baseUrl}/api/v1/project/state`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectUID: DEMO_PROJECTS.acmeKetchup, projectState: 'OnHold' }),
    });
    await user.click(actionButton('Put on hold'));
    const confirm = screen.getByRole('dialog', {
      name: 'Put “Private label ketchup 500 ml” on hold?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Put on hold' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'The project is already On hold. Someone may have changed it meanwhile',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Private label ketchup 500 ml' })).getByText(
          'On hold',
        ),
      ).toBeInTheDocument(),
    );
  });

  it('shows the not-found page it is given when the project does not exist', async () => {
    await signInAs(backend);
    renderPage('prj-does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the dashboard' })).toBeNull();
  });

  it('marks the open section in the project navigation', async () => {
    await signInAs(backend);
    renderPage(DEMO_PROJECTS.nordicCrispbread, '/tasks');
    expect(await screen.findByText('Tasks tab content')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Project sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Tasks/ })).toHaveAttribute('aria-current', 'page');
  });
});
