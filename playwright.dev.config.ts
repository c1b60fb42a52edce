import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The smoke journeys against what `npm start` serves: the Vite dev server with React's
 * StrictMode and every module fetched on its own, where the offline service's worker sees
 * the app's module requests too. The build gets the same journeys in playwright.config.ts.
 */
const port = Number(process.env.E2E_DEV_PORT ?? 5174);

export default defineConfig({
  ...base,
  testDir: 'e2e/smoke',
  testIgnore: [],
  outputDir: `test-results/dev-${port}`,
  // A dev server compiles each module on first request; the first journey pays for all.
  timeout: 120_000,
  // A screen's first visit may still wait on compiles the warm-up has not reached yet.
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
