import { defineConfig, devices } from '@playwright/test';
import { disabledFeaturesSwitch, HEADLESS_CHROMIUM_ARGS } from './e2e/chromium-switches';

const port = Number(process.env.E2E_PORT ?? 4173);
// The build to serve: `dist` by default; parallel work can build and test its own folder.
const distDir = process.env.E2E_DIST ?? 'dist';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // The first-run journeys are for the dev server (playwright.dev.config.ts); the real-server
  // journeys for nginx and offline:server (playwright.nginx.config.ts).
  testIgnore: ['smoke/**', 'nginx/**'],
  // One folder per port, so runs started side by side never clobber each other's artefacts.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about 40 % more CPU per test: on CI only the retry of a failed
    // test records one; locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...HEADLESS_CHROMIUM_ARGS, disabledFeaturesSwitch()],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built app, as users get it; `npm test` builds before this runs.
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${distDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
