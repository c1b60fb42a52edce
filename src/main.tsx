import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@/api/config';
import { App } from '@/app/app';
import {
  removeLeftoverOfflineWorker,
  serviceWorkers,
} from '@/app/reliability/leftover-offline-worker';
import { i18n } from '@/lib/i18n';
import './index.css';

async function startOfflineServiceWhenNeeded(apiBaseUrl: string): Promise<void> {
  // Without a configured server the app talks to its own offline service, which is
  // loaded on demand so MSW and the service never weigh on a real deployment.
  if (apiBaseUrl !== '') {
    void removeLeftoverOfflineWorker(serviceWorkers());
    return;
  }
  const { startOfflineService } = await import('@/mock/adapters/browser');
  await startOfflineService();
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
  try {
    const config = await loadRuntimeConfig();
    await startOfflineServiceWhenNeeded(config.apiBaseUrl);
  } catch (error) {
    showStartupFailure(root, error);
    return;
  }
  if (import.meta.env.VITE_TEST_API === '1') {
    (await import('@/app/reliability/test-hook')).exposeApiForTests();
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
