// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefDoc } from '@/api/types';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import {
  loadProject,
  renderWithApp,
  signInAs,
  startService,
  stopService,
} from '@/testing/service-kit';
import { RefDocItem } from './refdoc-item';
import { RefDocsTab } from './refdocs-tab';

function link(url: string, name = url): RefDoc {
  return {
    refDocUID: `r-${name}`,
    name,
    kind: 'Url',
    url,
    fileSize: null,
    status: 'Processed',
    created: '2025-01-01T10:00:00Z',
  };
}

function renderItem(doc: RefDoc) {
  const noop = vi.fn();
  return render(
    <ul>
      <RefDocItem doc={doc} writable onPreview={noop} onDownload={noop} onDelete={noop} />
    </ul>,
  );
}

describe('RefDocItem', () => {
  it('opens http(s) links in a new tab without giving the page access to this one', () => {
    renderItem(link('https://brand.example/guide', 'Brand guide'));
    const anchor = screen.getByRole('link', { name: 'Brand guide (opens in a new tab)' });
    expect(anchor).toHaveAttribute('href', 'https://brand.example/guide');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'ftp://x.example/a',
  ])('shows %s as text, never as a link', (url) => {
    renderItem(link(url, 'Suspicious'));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Suspicious')).toBeInTheDocument();
    expect(
      screen.getByText('Not opened as a link: only http and https addresses are.'),
    ).toBeInTheDocument();
  });
});

let backend: TestService | undefined;
afterEach(async () => {
  if (backend) await stopService(backend);
  backend = undefined;
});

describe('RefDocsTab against the offline service', () => {
  it('adds a link (refusing a non-http address first, keeping what was typed) and deletes it', async () => {
    backend = await startService();
    await signInAs(backend);
    const project = await loadProject(DEMO_PROJECTS.acmeLemonCan);
    const { user } = renderWithApp(<RefDocsTab project={project} />);
    await screen.findByRole('heading', { name: 'Reference documents' });

    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a link' });
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await user.type(url, 'javascript:alert(1)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (optional)' }), 'Print spec');
    await user.click(within(dialog).getByRole('button', { name: 'Add the link' }));
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('Use an http or https address.'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name (optional)' })).toHaveValue(
      'Print spec',
    );

    await user.clear(url);
    await user.type(url, 'https://printer.example/spec');
    await user.click(within(dialog).getByRole('button', { name: 'Add the link' }));
    const anchor = await screen.findByRole('link', { name: 'Print spec (opens in a new tab)' });
    expect(anchor).toHaveAttribute('href', 'https://printer.example/spec');

    await user.click(screen.getByRole('button', { name: 'Delete Print spec' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Print spec?' });
    expect(confirm).toHaveAccessibleDescription(/cannot be undone/);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /Print spec/ })).toBeNull());
  });
});
