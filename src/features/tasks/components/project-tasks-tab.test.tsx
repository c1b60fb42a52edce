// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { projectKeys } from '@/entities/project/keys';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import {
  loadProject,
  renderWithApp,
  signInAs,
  startService,
  stopService,
} from '@/testing/service-kit';
import type { TaskLinks } from '../model/links';
import { ProjectTasksTab } from './project-tasks-tab';
import { MyTasksPage } from './my-tasks-page';

const links: TaskLinks = {
  projectAssets: (uid) => `/projects/${uid}/assets`,
  projectRefDocs: (uid) => `/projects/${uid}/refdocs`,
  projectTasks: (uid) => `/projects/${uid}/tasks`,
  review: (uid) => `/review/${uid}`,
};

/** As the app composes it: the tab gets the project record the page keeps fresh. */
function Harness({ projectUID }: { projectUID: string }) {
  const project = useQuery({
    queryKey: projectKeys.detail(projectUID),
    queryFn: () => loadProject(projectUID),
  }).data;
  return project ? <ProjectTasksTab project={project} links={links} /> : null;
}

let backend: TestService | undefined;
afterEach(async () => {
  if (backend) await stopService(backend);
  backend = undefined;
});

async function start() {
  // The service builds review links on the app's origin, as the offline demo does.
  backend = await startService({ origin: window.location.origin });
  await signInAs(backend);
}

describe('ProjectTasksTab', () => {
  it('creates an internal review, keeping what was typed while something is missing', async () => {
    await start();
    const { user } = renderWithApp(<Harness projectUID={DEMO_PROJECTS.acmeColdBrew} />);
    const tab = await screen.findByRole('region', { name: /^Tasks/ });
    await user.click(within(tab).getByRole('button', { name: 'Internal review' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask a colleague to review' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reviewer' }),
      await within(dialog).findByRole('option', { name: 'Ravi Kumar (ravi@demo.test)' }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comment (optional)' }),
      'Roast badge colour',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create the task' }));
    expect(
      within(dialog).getByRole('group', { name: 'Assets to review' }),
    ).toHaveAccessibleDescription('Choose at least one asset.');
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue(
      'Roast badge colour',
    );
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: /bean-and-bottle-cold-brew-original-250ml-label\.jpg/,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create the task' }));

    const list = await within(tab).findByRole('list', { name: 'Open tasks' });
    const item = (await within(list).findByText(/Roast badge colour/)).closest('li');
    if (!item) throw new Error('no task item');
    expect(within(item).getByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(within(item).getByText('Open')).toBeInTheDocument();
    expect(within(item).getByText(/For Ravi Kumar \(ravi@demo\.test\)/)).toBeInTheDocument();
    expect(
      within(item).getByRole('link', { name: 'Open the review' }).getAttribute('href'),
    ).toMatch(/^\/review\/ast-acme-coffee-pouch\?taskUID=/);
  });
});

describe('MyTasksPage', () => {
  it('lists my open tasks grouped by project, overdue first, and filters by type', async () => {
    await start();
    const { user, router } = renderWithApp(<MyTasksPage links={links} />, '/tasks');
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Sparkling Lemon 330 ml can',
      'Sea Salt crisps 150 g bag',
    ]);
    expect(screen.queryByText('Rejected')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Upload video' }));
    expect(router.state.location.search).toContain('types=');
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Show finished tasks too' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
  });
});
