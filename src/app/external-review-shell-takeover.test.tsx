// @vitest-environment jsdom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptEarlyAnswers } from '@/api/client';
import { takeEarlyAnswer } from '@/api/early-answers';
import { assetQueryOptions } from '@/entities/asset/queries';
import { taskQueryOptions } from '@/entities/tasks/queries';
import { ExternalReviewPage } from '@/features/external-review';
import { WorkspacePlaceholder } from '@/features/review';
import { i18n } from '@/lib/i18n';
import type { TestService } from '@/offline/platform/adapters/node';
import { startService, stopService } from '@/testing/service-kit';
import { externalReviewScript } from '../../scripts/external-review-page-plugin';
import { shellTexts, withExternalReviewShell } from '../../scripts/external-review-shell-script';
import {
  EXTERNAL_REVIEW_ASSET_NAME_TIMING,
  EXTERNAL_REVIEW_SHELL_CLASS,
  EXTERNAL_REVIEW_SHELL_ID,
} from './external-review-shell-contract';

const KEYS = { languageKey: 'proofdesk.language', externalKey: 'proofdesk.externalReview' };
const script = externalReviewScript('/', { code: [], texts: [] }, KEYS, shellTexts('src/locales'));

let backend: TestService;
let reviewToken: string;
beforeAll(async () => {
  backend = await startService();
  await i18n.loadNamespaces(['external', 'review', 'common']);
  const anna = await backend.login('anna@demo.test');
  const created = await fetch(`${backend.baseUrl}/api/v1/task/review_asset_ext`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${anna}` },
    body: JSON.stringify({
      projectUID: 'prj-nordic-lingonberry-juice',
      email: 'printer@press.example',
      assetUIDs: ['ast-nordic-jam-label'],
      emailLanguage: 'English',
    }),
  });
  const { result } = (await created.json()) as { result: { reviewUrl: string } };
  reviewToken = decodeURIComponent(result.reviewUrl.split('/external/')[1] ?? '');
});
afterEach(() => {
  cleanup();
  acceptEarlyAnswers(null);
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.documentElement.classList.remove(EXTERNAL_REVIEW_SHELL_CLASS);
});
afterAll(async () => {
  await stopService(backend);
});

/** external-review.html for the link: its script runs against the offline service. */
async function openPage(): Promise<{ root: HTMLElement; shell: HTMLElement }> {
  const served = readFileSync('src/app/external-review-shell.html', 'utf8');
  document.body.innerHTML = withExternalReviewShell('<div id="root"></div>', served);
  const network = fetch;
  vi.stubGlobal('fetch', (href: string, init?: RequestInit) =>
    href === '/config.json'
      ? Promise.resolve(Response.json({ apiBaseUrl: backend.baseUrl }))
      : network(href, init),
  );
  window.history.replaceState(null, '', `/external/${encodeURIComponent(reviewToken)}`);
  runInThisContext(script);
  const shell = document.getElementById(EXTERNAL_REVIEW_SHELL_ID);
  const root = document.getElementById('root');
  if (!shell || !root) throw new Error('no page');
  await vi.waitFor(() => expect(shell.hidden).toBe(false), { timeout: 5000 });
  return { root, shell };
}

function renderApp(root: HTMLElement) {
  acceptEarlyAnswers(takeEarlyAnswer);
  const page = (
    <ExternalReviewPage
      reviewToken={reviewToken}
      assetUID={null}
      linkLanguage={null}
      assetHref={(uid) => `/external/${reviewToken}?asset=${uid}`}
      queries={{ task: taskQueryOptions, asset: (uid: string) => assetQueryOptions(uid) }}
      renderWorkspace={({ asset }) => (
        <WorkspacePlaceholder asset={asset} nameTiming={EXTERNAL_REVIEW_ASSET_NAME_TIMING} />
      )}
      mainId="main"
    />
  );
  const router = createMemoryRouter([{ path: '*', element: page }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { container: root },
  );
}

describe('the app taking over the external review page’s copy', () => {
  it('keeps the copy until its own page shows the same title, then removes it at once', async () => {
    const { root, shell } = await openPage();
    expect(document.documentElement).toHaveClass(EXTERNAL_REVIEW_SHELL_CLASS);
    const copied = shell.querySelector('h1')?.parentElement?.textContent;
    expect(copied).toMatch(/^.+Version \d+$/);

    // Observed after the script's own observer: in the same task as the app's commit.
    const seen: { copyThere: boolean; title: string | null | undefined }[] = [];
    const watch = new MutationObserver(() => {
      const title = root.querySelector(`[elementtiming="${EXTERNAL_REVIEW_ASSET_NAME_TIMING}"]`);
      seen.push({ copyThere: shell.isConnected, title: title?.parentElement?.textContent });
    });
    watch.observe(root, { childList: true, subtree: true, characterData: true });
    renderApp(root);
    const heading = await within(root).findByRole('heading', { level: 1 }, { timeout: 5000 });
    watch.disconnect();

    expect(heading.parentElement?.textContent).toBe(copied);
    expect(shell.isConnected).toBe(false);
    expect(document.documentElement).not.toHaveClass(EXTERNAL_REVIEW_SHELL_CLASS);
    // While the app showed only its spinners the copy stayed; it never outlived the title.
    expect(seen.some((s) => s.copyThere && s.title === undefined)).toBe(true);
    expect(seen.every((s) => !(s.copyThere && s.title === copied))).toBe(true);
  });

  it('is laid out as the app’s page, element for element', async () => {
    const { root, shell } = await openPage();
    // Read before the app replaces it.
    const copy = shell.cloneNode(true) as HTMLElement;
    renderApp(root);
    await within(root).findByRole('heading', { level: 1 }, { timeout: 5000 });
    const app = root.querySelector('main')?.parentElement;
    if (!app) throw new Error('no page');
    const pairs: [string, string][] = [
      ['header', 'header'],
      ['header > div', 'header > div'],
      ['header p > span', 'header p > span'],
      ['main', 'main'],
      ['main > div > div', 'main > div > div'],
      ['main > div > div > div', 'main > div > div > div'],
      ['section', 'section'],
      ['section > header', 'section > header'],
      ['section > header > div', 'section > header > div'],
      ['h1', 'h1'],
      ['h1 + span', 'h1 + span'],
      ['section > header > div:last-child', 'section > header > div:last-child'],
      ['section > div', 'section > div'],
    ];
    expect(copy.className).toBe(app.className);
    for (const [inCopy, inApp] of pairs) {
      expect(copy.querySelector(inCopy)?.className, inCopy).toBe(
        app.querySelector(inApp)?.className,
      );
    }
  });
});
