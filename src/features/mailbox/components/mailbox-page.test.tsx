// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { renderWithApp, signInAs, startService, stopService } from '@/testing/service-kit';
import { MailboxPage } from './mailbox-page';

let backend: TestService | undefined;
afterEach(async () => {
  if (backend) await stopService(backend);
  backend = undefined;
});

describe('MailboxPage', () => {
  it('shows the invitation newest first, body as text, and its review link opening in the app', async () => {
    backend = await startService({ origin: window.location.origin });
    await signInAs(backend);
    await api.post('/api/v1/task/review_asset_ext', {
      body: {
        projectUID: DEMO_PROJECTS.acmeColdBrew,
        email: 'reviewer@example.com',
        assetUIDs: ['ast-acme-coffee-pouch'],
        emailSubject: '<b>Label</b> check',
        emailLanguage: 'Polish',
        isReadOnly: false,
        isAllowDownloadAssets: false,
      },
    });
    const { user, router } = renderWithApp(<MailboxPage />, '/mailbox');
    const list = await screen.findByRole('list', { name: 'Sent e-mails, newest first' });
    const newest = within(list).getAllByRole('article')[0];
    if (!newest) throw new Error('no e-mail');
    // User text stays text: the markup in the subject is shown, not interpreted.
    expect(within(newest).getByRole('heading', { name: '<b>Label</b> check' })).toBeInTheDocument();
    expect(newest).toHaveTextContent('reviewer@example.com');
    expect(newest).toHaveTextContent('Polish');
    const body = newest.querySelector('p.whitespace-pre-wrap');
    expect(body?.textContent).toContain('\n');

    const link = within(newest).getByRole('link', { name: /\/external\// });
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(router.state.location.pathname).toMatch(/^\/external\/[^/]+$/);
  });

  it('says which invitations still open their review: the seeded Polish one ended', async () => {
    backend = await startService({ origin: window.location.origin });
    await signInAs(backend);
    renderWithApp(<MailboxPage />, '/mailbox');
    const list = await screen.findByRole('list', { name: 'Sent e-mails, newest first' });
    const polish = within(list)
      .getAllByRole('article')
      .find((article) => article.textContent.includes('tomasz.nowak@fjord-dairy.example'));
    if (!polish) throw new Error('no seeded Polish invitation');
    expect(polish).toHaveTextContent('Review ended: this link no longer opens it');
    const open = within(list)
      .getAllByRole('article')
      .filter((article) => article.textContent.includes('Opens the review'));
    expect(open.length).toBeGreaterThan(0);
  });

  it('says the Mailbox belongs to the offline demo when the service has no outbox', async () => {
    backend = await startService();
    await signInAs(backend);
    backend.server.use(
      // A real service: no such endpoint.
      http.get('*/api/v1/mock/outbox', () =>
        Response.json({ version: '1.0', statusCode: 404, message: 'Not found' }, { status: 404 }),
      ),
    );
    renderWithApp(<MailboxPage />, '/mailbox');
    expect(
      await screen.findByText(/The Mailbox shows the e-mails of the offline demo service/),
    ).toBeInTheDocument();
  });
});
