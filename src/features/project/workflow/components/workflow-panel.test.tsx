// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession } from '@/api/session';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { ProjectOverviewTab } from '../../components/overview/overview-tab';
import { ProjectPage } from '../../components/page/project-page';
import { RUNS_POLL_MS } from '../api/get-workflow-runs';
import { renderWithQuery, signInAs, startService, stopService } from '../../test-kit';

let backend: TestService;

beforeAll(async () => {
  backend = await startService();
});
afterEach(() => {
  backend.server.resetHandlers();
  clearSession();
});
afterAll(async () => {
  await stopService(backend);
});

function renderOverview(projectUID: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/projects/:projectUID',
        element: <ProjectPage dashboardHref="/" onDeleted={() => undefined} notFound={null} />,
        children: [{ index: true, element: <ProjectOverviewTab /> }],
      },
    ],
    { initialEntries: [`/projects/${projectUID}`] },
  );
  return renderWithQuery(<RouterProvider router={router} />);
}

const card = () => screen.getByRole('region', { name: 'Workflow' });
/** The first read of a page waits on three requests; a loaded machine needs more than 1 s. */
const LOAD = { timeout: 5000 };
const notFound = () =>
  HttpResponse.json({ statusCode: 404, message: 'No such path.' }, { status: 404 });

describe('WorkflowPanel', () => {
  it('runs a ManualTrigger action after saying what it does, logs it and shows its effect', async () => {
    await signInAs(backend);
    const { user } = renderOverview(DEMO_PROJECTS.nordicCrispbread);
    const run = await screen.findByRole('button', { name: 'Run “Close the project”' }, LOAD);
    expect(within(card()).getByText('External proofing')).toBeInTheDocument();
    expect(await within(card()).findByText('Nothing has run yet.', {}, LOAD)).toBeInTheDocument();

    await user.click(run);
    const dialog = screen.getByRole('dialog', { name: 'Run “Close the project”?' });
    expect(dialog).toHaveTextContent(
      'Completes the project: its tasks are deleted and its workflow stops running.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await within(dialog).findByText('What happened:', {}, LOAD)).toBeInTheDocument();
    expect(within(dialog).getByText('Done')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    const log = screen.getByRole('list', { name: 'Workflow runs, newest first' });
    const entry = within(log).getByRole('article', { name: 'Started by hand' });
    expect(entry).toHaveTextContent('Close the project');
    expect(entry).toHaveTextContent('Complete the project · on Started by hand');
    // The project is read again: Completed, so nothing more runs by hand and the workflow stays.
    expect(
      await within(card()).findByText(
        'Steps run only while the project is Active or On hold; it is Completed.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run “Close the project”' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change workflow' })).toBeDisabled();
  });

  it('shows runs made elsewhere without a reload (the log is polled while open)', async () => {
    const token = await signInAs(backend);
    renderOverview(DEMO_PROJECTS.acmeLemonCan);
    expect(await screen.findByText('Nothing has run yet.', {}, LOAD)).toBeInTheDocument();
    // Another person (or tab) runs the action straight against the service.
    const response = await fetch(`${backend.baseUrl}/api/v1/workflow/trigger`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        projectUID: DEMO_PROJECTS.acmeLemonCan,
        actionUid: 'send-to-printer',
      }),
    });
    expect(response.status).toBe(200);
    const log = await screen.findByRole(
      'list',
      { name: 'Workflow runs, newest first' },
      { timeout: RUNS_POLL_MS + 3000 },
    );
    expect(within(log).getByRole('article', { name: 'Started by hand' })).toHaveTextContent(
      'Send the files to the printer',
    );
    // Screen readers hear that the log grew.
    expect(await screen.findByText('1 new run in the log.')).toHaveAttribute('role', 'status');
  });

  it('explains a service without the workflow x-extensions, and the rest of the page works', async () => {
    await signInAs(backend);
    backend.server.use(
      http.get('*/api/v1/workflow', notFound),
      http.get('*/api/v1/workflow/runs', () => new HttpResponse(null, { status: 501 })),
    );
    renderOverview(DEMO_PROJECTS.acmeLemonCan);
    expect(
      await screen.findByText('This service keeps no workflow run log.', {}, LOAD),
    ).toBeInTheDocument();
    expect(
      await within(card()).findByText(/This service does not list workflows/, {}, LOAD),
    ).toBeInTheDocument();
    expect(within(card()).getByText('Artwork approval')).toBeInTheDocument();
    // No action to offer: the only button explains the run log.
    expect(
      within(card())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['About “Run log”']);
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Artwork approval');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sparkling Lemon 330 ml can',
    );
  });

  it('says when the service cannot start steps by hand', async () => {
    await signInAs(backend);
    backend.server.use(
      http.post('*/api/v1/workflow/trigger', () => new HttpResponse(null, { status: 405 })),
    );
    const { user } = renderOverview(DEMO_PROJECTS.acmeLemonCan);
    await user.click(
      await screen.findByRole('button', { name: 'Run “Send the files to the printer”' }, LOAD),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(
      'This service cannot start workflow steps by hand.',
    );
  });

  it('shows a failing run log with a retry, not as missing', async () => {
    await signInAs(backend);
    backend.server.use(
      http.get('*/api/v1/workflow/runs', () =>
        HttpResponse.json({ statusCode: 403, message: 'Not for you.' }, { status: 403 }),
      ),
    );
    renderOverview(DEMO_PROJECTS.acmeLemonCan);
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent('The run log could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
