// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { TestService } from '@/offline/platform/adapters/node';
import { ManualScheduler } from '@/offline/platform/clock';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import {
  loadProject,
  renderWithApp,
  signInAs,
  startService,
  stopService,
} from '@/testing/service-kit';
import { AssetsTab } from './assets-tab';

const LABEL = 'forest-harvest-lingonberry-nectar-1l-carton-wrap.png';
const LEAFLET = 'forest-harvest-lingonberry-nectar-leaflet.pdf';
const links = { review: (assetUID: string) => `/review/${assetUID}` };

let backend: TestService | undefined;
afterEach(async () => {
  if (backend) await stopService(backend);
  backend = undefined;
});

async function renderTab(options: Parameters<typeof startService>[0] = {}) {
  backend = await startService(options);
  await signInAs(backend);
  const project = await loadProject(DEMO_PROJECTS.nordicJuice);
  return { ...renderWithApp(<AssetsTab project={project} links={links} />, '/assets'), project };
}

const card = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name })) ??
  (() => {
    throw new Error(`no card ${name}`);
  })();

describe('AssetsTab', () => {
  it('shows each latest version with its facts, as a grid or as a list', async () => {
    const { user, router } = await renderTab();
    await screen.findByRole('heading', { name: LABEL });
    expect(within(card(LABEL)).getByText(/^Version 2 · 1 page · /)).toBeInTheDocument();
    expect(within(card(LEAFLET)).getByText(/^Version 1 · \d+ pages · /)).toBeInTheDocument();
    expect(within(card(LABEL)).getByText('Processed')).toBeInTheDocument();
    expect(
      within(card(LABEL)).getByRole('img', { name: `Thumbnail of ${LABEL}` }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?view=list');
    const table = screen.getByRole('table', { name: 'Assets of the project, latest versions' });
    const row = within(table).getByRole('row', { name: new RegExp(LABEL) });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('2');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens any version and deletes one version after a warning that it cannot be undone', async () => {
    const { user } = await renderTab();
    await user.click(await screen.findByRole('button', { name: `${LABEL}: details` }));
    const details = screen.getByRole('dialog', { name: LABEL });
    const versions = within(details).getByRole('region', { name: 'Versions' });
    await within(versions).findByRole('button', { name: /Version 1/ });
    expect(within(versions).getByRole('button', { name: /Version 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(within(versions).getByRole('button', { name: /Version 1/ }));
    expect(await within(details).findByText('Version 1 (an earlier version)')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open in the review tool' })).toHaveAttribute(
      'href',
      '/review/ast-nordic-jam-label',
    );

    await user.click(within(details).getByRole('button', { name: 'Delete…' }));
    const confirm = screen.getByRole('dialog', { name: `Delete ${LABEL}?` });
    expect(confirm).toHaveAccessibleDescription(/cannot be undone/);
    expect(within(confirm).getByRole('radio', { name: 'Only version 1' })).toBeChecked();
    await user.click(within(confirm).getByRole('button', { name: 'Delete version 1' }));
    await within(details).findByText('Version 2 (latest)');
    expect(within(versions).queryByRole('button', { name: /Version 1/ })).toBeNull();
  });

  it('explains that a file still processing cannot be downloaded yet', async () => {
    // A manual clock: processing never starts, so the upload stays Pending.
    backend = await startService({ scheduler: new ManualScheduler() });
    await signInAs(backend);
    await api.upload('/api/v1/asset/upload', {
      query: { ProjectUID: DEMO_PROJECTS.nordicJuice, FileName: 'pending-proof.png' },
      file: new Blob([Uint8Array.from([1, 2, 3])]),
    });
    const project = await loadProject(DEMO_PROJECTS.nordicJuice);
    const { user } = renderWithApp(<AssetsTab project={project} links={links} />);
    const pending = await screen.findByRole('heading', { name: 'pending-proof.png' });
    expect(
      within(card('pending-proof.png')).getByText('Waiting for processing'),
    ).toBeInTheDocument();
    await user.click(within(pending).getByRole('button'));
    const details = screen.getByRole('dialog', { name: 'pending-proof.png' });
    await user.click(within(details).getByRole('button', { name: 'Download' }));
    expect(
      await within(details).findByText(
        /^The file can be downloaded once it is processed; it is Waiting for processing now\./,
      ),
    ).toBeInTheDocument();
  });
});
