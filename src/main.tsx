import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@/api/config';
import { getSession } from '@/api/session';
import { App } from '@/app/app';
import { holdServiceRequestsUntil } from '@/app/reliability/hold-service-requests';
import { firstScreenPainted } from '@/app/first-screen';
import { opensExternalReview, opensOnSignIn, preloadRouteFor } from '@/app/route-preload';
import { createAppRouter, routerReady } from '@/app/router';
import { shownSignInShell } from '@/app/sign-in-shell-contract';
import { i18n } from '@/lib/i18n';
import './index.css';

// Should the first screen never show (its module failed to load), the service starts anyway.
const FIRST_SCREEN_PATIENCE_MS = 3000;

/**
 * Without a configured server the app talks to its own offline service, loaded on demand so
 * MSW and the service never weigh on a real deployment. The page does not wait for it; only
 * requests to it wait until it answers. The sign-in form needs nothing of it to show, so there
 * the service (a quarter of a megabyte to load and run) starts once the form is on screen.
 */
function startOfflineServiceWhenNeeded(apiBaseUrl: string, signInFirst: boolean): Promise<void> {
  if (apiBaseUrl !== '') {
    // Only real-server deployments need it, and the first screen does not wait for it.
    void import('@/app/reliability/leftover-offline-worker')
      .then((cleanup) => cleanup.removeLeftoverOfflineWorker(cleanup.serviceWorkers()))
      .catch(() => undefined);
    return Promise.resolve();
  }
  const when = signInFirst
    ? Promise.race([
        firstScreenPainted,
        new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_PATIENCE_MS)),
      ])
    : Promise.resolve();
  const started = when
    .then(() => import('@/offline/platform/adapters/browser'))
    .then((service) => service.startOfflineService());
  holdServiceRequestsUntil(started);
  return started;
}

function showStartupFailure(root: HTMLElement, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const heading = document.createElement('h1');
  heading.textContent = i18n.t('common:startup.failedTitle');
  const detail = document.createElement('p');
  detail.textContent = message;
  root.replaceChildren(heading, detail);
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The page's own chunks and texts load while config.json is read, not after.
  const signedIn = getSession() !== null;
  preloadRouteFor(location.pathname, signedIn);
  let serviceStarted: Promise<void>;
  try {
    const config = await loadRuntimeConfig();
    serviceStarted = startOfflineServiceWhenNeeded(
      config.apiBaseUrl,
      opensOnSignIn(location.pathname, signedIn),
    );
  } catch (error) {
    showStartupFailure(root, error);
    return;
  }
  if (import.meta.env.VITE_TEST_API === '1') {
    (await import('@/app/reliability/test-hook')).exposeApiForTests();
  }
  const router = createAppRouter();
  // sign-in.html shows the sign-in page as static markup (scripts/sign-in-page-plugin.ts): the
  // first render replaces it with the same page once the router has that page's module, never
  // with the router's loading spinner in between, and takes over what was typed into it.
  const shell = shownSignInShell();
  if (shell) {
    const [takeOver] = await Promise.all([import('@/app/sign-in-shell'), routerReady(router)]);
    takeOver.takeOverSignInShell(shell, root);
  }
  const app = createRoot(root);
  const render = () => {
    app.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  };
  // With the copy on screen nothing waits for this render: as a transition React builds it in
  // slices between frames (a phone's taps on the copy keep answering), then commits it whole.
  // An external review link's first render (its header and language names) was one 220 ms
  // task at 4x CPU; sliced, the phone answers in between.
  if (shell || opensExternalReview(location.pathname)) startTransition(render);
  else render();
  serviceStarted.catch((error: unknown) => {
    app.unmount();
    showStartupFailure(root, error);
  });
}

void boot();
