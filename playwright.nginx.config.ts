import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { API_ORIGIN, APP_ORIGIN, APP_PORT } from './e2e/nginx/origins';

// The README's real-server setup, for real: `npm test` runs this after the main e2e run.
const distDir = process.env.E2E_DIST ?? 'dist';
const apiPort = APP_PORT + 1;
const previewDir = join(tmpdir(), `proofdesk-preview-${APP_PORT}`);
const nginx = (port: number, apiBaseUrl: string) => ({
  command: 'sh deploy/nginx/start.sh',
  env: {
    PROOFDESK_API_BASE_URL: apiBaseUrl,
    PROOFDESK_LISTEN: `127.0.0.1:${port}`,
    PROOFDESK_DIST: distDir,
    // One folder per port, used again by the next run (rendered config, pid, logs).
    PROOFDESK_NGINX_PREFIX: join(tmpdir(), `proofdesk-nginx-${port}`),
    // As root, nginx's workers would run as nobody, who cannot read a build in a private folder
    // (a clone in a temporary directory is one): they run as the folder's owner instead.
    ...(process.getuid?.() === 0 ? { PROOFDESK_NGINX_USER: 'root' } : {}),
  },
  url: `http://127.0.0.1:${port}/config.json`,
  reuseExistingServer: false,
  timeout: 30_000,
});

export default defineConfig({
  ...baseConfig,
  testDir: 'e2e/nginx',
  testIgnore: [],
  outputDir: `test-results/nginx-${APP_PORT}`,
  // The main run's HTML report stays; failures keep their traces in outputDir.
  reporter: [['list']],
  use: { ...baseConfig.use, baseURL: APP_ORIGIN },
  webServer: [
    {
      command: `npm run -s offline:server -- --port ${apiPort} --app-origin ${APP_ORIGIN}`,
      port: apiPort,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    nginx(APP_PORT, API_ORIGIN),
    nginx(APP_PORT + 2, ''),
    {
      // `npm run preview` on a copy of the build whose config.json names the API, as the README says.
      command:
        `rm -rf ${previewDir} && cp -r ${distDir} ${previewDir} && ` +
        `echo '{ "apiBaseUrl": "${API_ORIGIN}" }' > ${previewDir}/config.json && ` +
        `exec npx vite preview --host 127.0.0.1 --port ${APP_PORT + 3} --strictPort --outDir ${previewDir}`,
      url: `http://127.0.0.1:${APP_PORT + 3}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
