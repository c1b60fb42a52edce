// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authQueue } from '@/api/auth-queue';
import { clearSession, setSession } from '@/api/session';
import type { Project } from '@/api/types';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { findProjects, renderWithQuery, signInAs, startService, stopService } from '../../test-kit';
import { ProjectFormDialog } from './project-form-dialog';

let backend: TestService;
let token = '';

beforeAll(async () => {
  backend = await startService();
});
afterEach(() => {
  backend.server.resetHandlers();
  authQueue.rejectAll();
  clearSession();
});
afterAll(async () => {
  await stopService(backend);
});

function renderCreate() {
  const onSaved = vi.fn<(project: Project) => void>();
  const onClose = vi.fn();
  const view = renderWithQuery(
    <ProjectFormDialog mode="create" open onClose={onClose} onSaved={onSaved} />,
  );
  return { ...view, onSaved, onClose };
}

async function openForm() {
  const dialog = await screen.findByRole('dialog', { name: 'New project' });
  await within(dialog).findByRole('textbox', { name: 'Project name (required)' });
  return dialog;
}

describe('ProjectFormDialog (create)', () => {
  it('shows every problem on its field, keeps all input, then creates once fixed', async () => {
    token = await signInAs(backend);
    const { user, onSaved } = renderCreate();
    const dialog = await openForm();
    const name = within(dialog).getByRole('textbox', { name: 'Project name (required)' });
    const product = within(dialog).getByRole('textbox', { name: 'Product' });
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    const tags = within(dialog).getByRole('textbox', { name: 'Tags' });

    // Anna is preselected as owner of her first client.
    expect(within(dialog).getByRole('list', { name: 'Chosen owners' })).toHaveTextContent(
      'Anna Berg',
    );
    await user.click(product);
    await user.paste('P'.repeat(51));
    await user.click(description);
    await user.paste('D'.repeat(201));
    await user.type(tags, 'can,{Enter}');
    await user.type(tags, 'this-tag-is-far-too-long-to-keep{Enter}');

    // Limits show while typing, before any save.
    expect(product).toHaveAccessibleDescription(/Too long: use at most 50 characters/);
    expect(within(dialog).getByText('51/50')).toBeInTheDocument();
    expect(tags).toHaveAccessibleDescription(/at most 25 characters/);
    expect(within(dialog).getByRole('list', { name: 'Tags added' })).toHaveTextContent('can');

    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '4 fields need fixing before the project can be saved.',
    );
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a project name.');
    // Nothing typed is lost.
    expect(product).toHaveValue('P'.repeat(51));
    expect(description).toHaveValue('D'.repeat(201));
    expect(tags).toHaveValue('this-tag-is-far-too-long-to-keep');
    expect(onSaved).not.toHaveBeenCalled();

    await user.type(name, 'Unit test mango juice');
    await user.clear(product);
    await user.type(product, 'Mango');
    await user.clear(description);
    await user.type(description, 'Summer carton');
    await user.clear(tags);
    await user.type(tags, 'summer');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const created = onSaved.mock.calls[0]?.[0];
    expect(created).toMatchObject({
      name: 'Unit test mango juice',
      project: 'Mango',
      description: 'Summer carton',
      tags: ['can', 'summer'],
      owners: ['usr-anna-berg'],
      projectState: 'Active',
    });
    expect(await findProjects(backend, token, 'Unit test mango juice')).toHaveLength(1);
  });

  it('puts the service’s 400 messages on their fields and keeps the input', async () => {
    await signInAs(backend);
    backend.server.use(
      http.post('*/api/v1/project', () =>
        HttpResponse.json(
          {
            type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
            title: 'One or more validation errors occurred.',
            status: 400,
            traceId: 'trace-1',
            errors: {
              projectName: ['The name is already used by another project.'],
              projectOwnersUIDS: ['Owner usr-anna-berg cannot own more projects.'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, onSaved } = renderCreate();
    const dialog = await openForm();
    const name = within(dialog).getByRole('textbox', { name: 'Project name (required)' });
    await user.type(name, 'Duplicate name');
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));

    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('The name is already used by another project.'),
    );
    expect(name).toHaveFocus();
    expect(
      within(dialog).getByRole('searchbox', { name: 'Find people' }),
    ).toHaveAccessibleDescription('Owner usr-anna-berg cannot own more projects.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The service did not accept some fields.',
    );
    expect(name).toHaveValue('Duplicate name');
    expect(onSaved).not.toHaveBeenCalled();

    // Editing the field clears the service's message for it.
    await user.type(name, ' 2');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('saves exactly once after the session expired and the person signed in again', async () => {
    setSession({
      token: 'expired-token',
      expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
      userName: 'anna@demo.test',
    });
    // The directory (GET /users) and the save both wait for the new sign-in.
    const { user, onSaved } = renderCreate();
    await waitFor(() => expect(authQueue.getSnapshot().reloginRequired).toBe(true));
    token = await signInAs(backend);
    await authQueue.resume();
    const dialog = await openForm();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Project name (required)' }),
      'Unit test replay once',
    );
    setSession({
      token: 'expired-again',
      expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
      userName: 'anna@demo.test',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() =>
      expect(authQueue.getSnapshot()).toEqual({ reloginRequired: true, held: 1 }),
    );
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();

    token = await signInAs(backend);
    await authQueue.resume();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await findProjects(backend, token, 'Unit test replay once')).toHaveLength(1);
  });
});

describe('ProjectFormDialog (edit)', () => {
  it('sends only the fields that changed', async () => {
    token = await signInAs(backend);
    const [project] = await findProjects(backend, token, 'Cold Brew');
    if (!project) throw new Error('demo project missing');
    const bodies: unknown[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    const onSaved = vi.fn<(project: Project) => void>();
    const { user } = renderWithQuery(
      <ProjectFormDialog mode="edit" project={project} open onClose={vi.fn()} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const revision = await within(dialog).findByRole('textbox', { name: 'Revision' });
    expect(within(dialog).queryByRole('combobox', { name: 'Client' })).toBeNull();
    await user.clear(revision);
    await user.type(revision, 'C');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ projectUID: DEMO_PROJECTS.acmeColdBrew, revision: 'C' }]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ revision: 'C', dueDate: project.dueDate });
    backend.server.events.removeAllListeners();
  });

  it('does not offer saving for a Completed project and says why', async () => {
    token = await signInAs(backend);
    const [project] = await findProjects(backend, token, 'Jasmine green tea');
    if (!project) throw new Error('demo project missing');
    renderWithQuery(
      <ProjectFormDialog mode="edit" project={project} open onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    expect(
      await within(dialog).findByText(
        'This project is Completed. Only Active or On hold projects can be edited.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});
