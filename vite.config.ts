import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { apiOriginFromConfigFile, securityHeaders } from './scripts/security-headers';

// react-router's package exports name only its development build (remix-run/react-router#12532,
// #14102); builds take the production one it ships beside it: no dev warnings, smaller.
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
      ],
    },
  }),
};

// The libraries every screen needs, in one long-cached chunk: one gzip stream instead of five
// (about 2 KB less for the dashboard's first load, which `npm test` holds to its budget).
const FIRST_LOAD_VENDORS =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss(), reactRouterProduction],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // A browser without <link rel=modulepreload> (Safari before 17) still runs the app; it
    // only fetches the chunks as the imports ask, so the polyfill's bytes buy little.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'vendor', test: FIRST_LOAD_VENDORS }] } },
    },
  },
  server: { port: 5173 },
  // The production headers (strict CSP and friends) for the build. The dev server gets none:
  // its HMR client needs inline and eval'd code and a WebSocket the policy would refuse.
  preview: {
    port: 4173,
    headers: securityHeaders(
      process.env.PROOFDESK_API_ORIGIN ??
        apiOriginFromConfigFile(fileURLToPath(new URL('./public/config.json', import.meta.url))),
    ),
  },
});
