// @vitest-environment jsdom
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { getSession, setSession } from '@/api/session';
import { i18n } from '@/lib/i18n';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_REVIEW_PASSWORD, DEMO_REVIEW_TOKENS } from '@/offline/tasks/seed';
import { renderWithApp, startService, stopService } from '@/testing/service-kit';
import { EXTERNAL_STORAGE_KEY, reloadExternalRecord } from '../stores/external-session';
import { ExternalReviewPage } from './external-review-page';
import type { ExternalWorkspaceProps } from './types';

let backend: TestService;
beforeAll(async () => {
  backend = await startService();
});
afterAll(async () => {
  await stopService(backend);
});
beforeEach(() => {
  sessionStorage.clear();
  reloadExternalRecord();
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** What the page asked for, in order: its asset, the review tool ('tool'). */
let requested: string[] = [];

const queries = {
  task: (taskUID: string) =>
    queryOptions({
      queryKey: ['test', 'task', taskUID],
      queryFn: () => api.get('/api/v1/task', { query: { TaskUID: taskUID } }),
    }),
  asset: (assetUID: string) =>
    queryOptions({
      queryKey: ['test', 'asset', assetUID],
      queryFn: () => {
        requested.push('asset');
        return api.get('/api/v1/asset', { query: { AssetUID: assetUID } });
      },
    }),
};

/** Stands in for the review tool: shows what it was given and can ask the task again. */
function FakeWorkspace(props: ExternalWorkspaceProps) {
  const queryClient = useQueryClient();
  const { capabilities: c } = props;
  return (
    <section aria-label="workspace">
      <p>asset {props.asset.assetUID}</p>
      <p>
        annotate {String(c.canAnnotate)} decide {String(c.canDecide)} download{' '}
        {String(c.canDownload)}
      </p>
      <p>viewer {props.viewer.fullName}</p>
      <button
        type="button"
        onClick={() => void queryClient.invalidateQueries({ queryKey: ['test', 'task'] })}
      >
        refresh
      </button>
    </section>
  );
}

function renderPage(reviewToken: string, prepareWorkspace?: () => void) {
  return renderWithApp(
    <ExternalReviewPage
      prepareWorkspace={prepareWorkspace}
      reviewToken={reviewToken}
      assetUID={null}
      assetHref={(uid) => `/external/${reviewToken}?asset=${uid}`}
      queries={queries}
      renderWorkspace={(props) => <FakeWorkspace {...props} />}
      mainId="main"
    />,
  );
}

describe('ExternalReviewPage against the offline service', () => {
  it('asks for the password, clears a wrong one, then opens the review in the task language', async () => {
    // A signed-in user in the same tab keeps their own session untouched.
    const annaToken = await backend.login('anna@demo.test');
    setSession({ token: annaToken, expirationDate: '2099-01-01T00:00:00Z', userName: 'anna' });
    // The review tool is asked for only once the link is open, never for the password prompt.
    requested = [];
    const { user } = renderPage(DEMO_REVIEW_TOKENS.juiceProof, () => requested.push('tool'));

    const field = await screen.findByLabelText('Password');
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Open the review' }));
    expect(await screen.findByText(/That password is not correct/)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(requested).toEqual([]);

    await user.type(field, DEMO_REVIEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Open the review' }));
    expect(await screen.findByText('asset ast-nordic-jam-label')).toBeInTheDocument();
    // The asset's request goes out first: its name heads the page while the tool loads, which
    // starts once a frame has shown it.
    await waitFor(() => expect(requested).toEqual(['asset', 'tool']));
    expect(screen.getByText('annotate true decide true download true')).toBeInTheDocument();
    expect(screen.getByText('viewer jonas.weber@forest-harvest.example')).toBeInTheDocument();
    // German invitation: the page speaks German.
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(
      await screen.findByRole('button', { name: 'Originaldatei herunterladen' }),
    ).toBeVisible();

    expect(getSession()?.token).toBe(annaToken);
    const stored = JSON.parse(sessionStorage.getItem(EXTERNAL_STORAGE_KEY) ?? '{}') as {
      session?: { token: string };
    };
    expect(stored.session?.token).toBeTruthy();
    expect(stored.session?.token).not.toBe(annaToken);
  });

  it('says an unknown link is not valid', async () => {
    renderPage('no-such-link');
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid or the review is over' }),
    ).toBeInTheDocument();
  });

  it('ends in "session ended" when the service refuses the scoped token, without a sign-in prompt', async () => {
    const { user } = renderPage(DEMO_REVIEW_TOKENS.juiceProof);
    await user.type(await screen.findByLabelText('Password'), DEMO_REVIEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Open the review' }));
    await screen.findByText('asset ast-nordic-jam-label');

    // Anna deletes the review task: its session token is no credential any more.
    const annaToken = await backend.login('anna@demo.test');
    const deleted = await fetch(`${backend.baseUrl}/api/v1/task`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${annaToken}` },
      body: JSON.stringify({ taskUID: 'tsk-nordic-juice-external-proof' }),
    });
    expect(deleted.status).toBe(200);

    await user.click(screen.getByRole('button', { name: 'refresh' }));
    expect(
      await screen.findByRole('heading', { name: 'Ihre Prüfsitzung ist abgelaufen' }),
    ).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem(EXTERNAL_STORAGE_KEY) ?? '{}') as {
      session: unknown;
    };
    expect(stored.session).toBeNull();
  });
});
