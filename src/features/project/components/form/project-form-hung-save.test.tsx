// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/api/session';
import type { Project } from '@/api/types';
import { STILL_SAVING_AFTER_MS } from '@/lib/save-watch';
import type { TestService } from '@/offline/platform/adapters/node';
import { findProjects, renderWithQuery, signInAs, startService, stopService } from '../../test-kit';
import { ProjectFormDialog } from './project-form-dialog';

let backend: TestService;
let token = '';
let posts: ReturnType<TestService['countRequests']>;

beforeAll(async () => {
  backend = await startService();
  posts = backend.countRequests('POST', '/api/v1/project');
});
beforeEach(async () => {
  posts.reset();
  token = await signInAs(backend);
  // Real time still flows (the service and msw need it); the test jumps past the 8 s.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  backend.service.setSettings({ faults: '' });
  clearSession();
});
afterAll(async () => {
  await stopService(backend);
});

async function createAndHang(name: string, faults: string) {
  const onSaved = vi.fn<(project: Project) => void>();
  const { user } = renderWithQuery(
    <ProjectFormDialog mode="create" open onClose={vi.fn()} onSaved={onSaved} />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'New project' });
  const field = await within(dialog).findByRole('textbox', { name: 'Project name (required)' });
  await user.click(field);
  await user.paste(name);
  backend.service.setSettings({ faults });
  await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
  await waitFor(() => expect(posts.count).toBe(1));
  expect(within(dialog).queryByText(/Still saving/)).toBeNull();
  await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS);
  await within(dialog).findByText(/Still saving/);
  const still = within(dialog)
    .getAllByRole('status')
    .find((node) => node.textContent.includes('Still saving'));
  if (!still) throw new Error('no "Still saving" status');
  return { dialog, field, still, user, onSaved };
}

describe('ProjectFormDialog: a save that gets no answer', () => {
  it('lost answer: still saving, Cancel finds it created, one project, no second POST', async () => {
    const name = 'Unit test lost-answer carton';
    const { still, user, onSaved } = await createAndHang(name, 'lost=1');
    await user.click(within(still).getByRole('button', { name: 'Cancel saving' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ name });
    expect(await findProjects(backend, token, name)).toHaveLength(1);
    expect(posts.count).toBe(1);
  });

  it('hung and never processed: Cancel says not saved, the input stays, nothing sent again', async () => {
    const name = 'Unit test hung carton';
    const { dialog, field, still, user, onSaved } = await createAndHang(name, 'hang=1');
    // The service answers reads again by the time the person cancels.
    backend.service.setSettings({ faults: '' });
    await user.click(within(still).getByRole('button', { name: 'Cancel saving' }));
    expect(await within(dialog).findByText(/Not saved\. Everything you typed/)).toBeVisible();
    expect(field).toHaveValue(name);
    expect(onSaved).not.toHaveBeenCalled();
    expect(await findProjects(backend, token, name)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(posts.count).toBe(1);
    // Saving again is the person's choice, and it then makes exactly one.
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(await findProjects(backend, token, name)).toHaveLength(1);
  });

  it('an edit whose answer is lost: Cancel finds the change stored and says saved', async () => {
    const [project] = await findProjects(backend, token, 'Cold Brew');
    if (!project) throw new Error('demo project missing');
    const onSaved = vi.fn<(project: Project) => void>();
    const { user } = renderWithQuery(
      <ProjectFormDialog mode="edit" project={project} open onClose={vi.fn()} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit project' });
    const revision = await within(dialog).findByRole('textbox', { name: 'Revision' });
    await user.clear(revision);
    await user.type(revision, 'Z9');
    backend.service.setSettings({ faults: 'lost=1' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.advanceTimersByTimeAsync(STILL_SAVING_AFTER_MS);
    await within(dialog).findByText(/Still saving/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel saving' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ revision: 'Z9' });
  });
});
