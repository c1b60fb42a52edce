import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { previewSecurityHeaders } from './scripts/preview-security-headers';
import { leanIconFactory } from './scripts/lean-icon-factory-plugin';
import { routePreload } from './scripts/route-preload-plugin';
import { signInPage } from './scripts/sign-in-page-plugin';
import { externalReviewPage } from './scripts/external-review-page-plugin';

// react-router's package exports name only its development build (remix-run/react-router#12532,
// #14102); builds take the production one it ships beside it: no dev warnings, smaller.
// zustand 4 (inside @xyflow/react) imports use-sync-external-store's shim, which in React 19 only
// hands back React's own hook: builds take that hook directly (src/lib/use-sync-external-store.ts)
// and the selector helper built on it (no copy of the shim in any chunk).
const leanLibraryEntries: Plugin = {
  name: 'lean-library-entries',
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
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(
            new URL('./src/lib/use-sync-external-store.ts', import.meta.url),
          ),
        },
      ],
    },
  }),
};

// The first load in three long-lived chunks instead of a score of fragments (each its own gzip
// stream): the libraries every screen needs, the shell's shared code, and the dashboard's
// first paint. Parts only lazy screens use stay out of each (`npm test` checks the budget).
const ids = (include: RegExp, exclude: RegExp) => (id: string) =>
  include.test(id) && !exclude.test(id);
const appShared = ids(
  /[\\/]src[\\/](api[\\/][\w-]+\.ts$|components[\\/]ui[\\/]|lib[\\/](format|i18n|session-storage|review-status[\\/](index|project-state-rules)))/,
  /(\.test\.|other-languages|pseudo-locale|api[\\/](xhr|early-answers)\.ts$|ui[\\/](dialog|use-modal-dialog|text-area|bottom-sheet|back-link|info-tip)\.tsx?$)/,
);
// The frame every screen renders in (router, layout, session guard), which the entry imports
// statically: in the app chunk rather than a second file beside it, since both always load
// together and one gzip stream is 0.4 KB smaller than two. The entry keeps main.tsx.
// QueryErrorAlert and afterNextPaint too: in the dashboard's group (which the board imports them
// into) they made every lazy screen that uses one, the external review link among them, load
// the whole dashboard board (13.6 KB).
const shellFrame = ids(
  /[\\/]src[\\/](app[\\/](app|router|route-preload|route-error|paths|query-client|layout[\\/][\w-]+|reliability[\\/](cross-tab-changes|deferred-stale-notice))\.tsx?$|features[\\/]auth[\\/](lib[\\/]next-path|stores[\\/]relogin-store|components[\\/]require-session|hooks[\\/]use-logout|api[\\/](auth-keys|current-user))\.tsx?$|components[\\/](rate-limit-banner|language-switcher|query-error-alert)\.tsx$|lib[\\/]after-next-paint\.ts$)/,
  // The user menu's links load when the browser is idle (src/app/layout/user-menu.tsx).
  /(\.test\.|user-menu-links)/,
);
const FIRST_LOAD_CHUNKS = [
  {
    name: 'vendor',
    test: ids(
      /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/,
      // The selector hook only React Flow uses (through zustand), in its production file too.
      /(queriesObserver|useQueries|with-selector(\.production)?)\.js$/,
    ),
  },
  {
    name: 'app',
    test: (id: string) => appShared(id) || shellFrame(id),
  },
  {
    name: 'dashboard-board',
    test: ids(
      /[\\/]src[\\/]features[\\/]dashboard[\\/]/,
      /(\.test\.|test-kit|-panel\.tsx$|wip-limit-dialog|filter-sheet-dialog|[\\/](list|layer)[\\/]|model[\\/]sort|use-anchored-panel)/,
    ),
  },
];

// The first load's chunks that the entry imports statically (vite.config.ts's groups above).
const ALWAYS_LOADED = /(^|\/)(vendor|app|rolldown-runtime)-[\w-]+\.js$/;

// Barrels that only re-export (each feature's index.ts, the ui kit's, two libs'): declared free of side
// effects, so a chunk that uses one export of a barrel no longer drags in every module it names.
const PURE_BARRELS =
  /[\\/]src[\\/](features[\\/][^\\/]+|components[\\/]ui|lib[\\/](review-status|format))[\\/]index\.ts$/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    leanLibraryEntries,
    leanIconFactory,
    previewSecurityHeaders(),
    routePreload({
      login: {
        module: '/src/features/auth/components/login-page.tsx',
        texts: '/src/locales/en/auth.json',
      },
      external: {
        module: '/src/app/routes/external-review.tsx',
        texts: '/src/locales/en/external.json',
      },
      sessionKey: 'proofdesk.session',
      languageKey: 'proofdesk.language',
    }),
    // After routePreload: sign-in.html starts the app with the tags it gave index.html.
    signInPage({
      shellFile: fileURLToPath(new URL('./src/app/sign-in-shell.html', import.meta.url)),
      sessionKey: 'proofdesk.session',
      languageKey: 'proofdesk.language',
    }),
    // external-review.html: starts an external review link's session and asset requests early,
    // and shows the asset's name from a static copy of the first screen before the app runs.
    externalReviewPage({
      route: {
        module: '/src/app/routes/external-review.tsx',
        texts: '/src/locales/en/external.json',
      },
      languageKey: 'proofdesk.language',
      externalKey: 'proofdesk.externalReview',
      shellFile: fileURLToPath(new URL('./src/app/external-review-shell.html', import.meta.url)),
      localesDir: fileURLToPath(new URL('./src/locales', import.meta.url)),
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The app reads its JSON (the locale files) only through the default export; a named export per
  // top-level key added a getter per key to every file's chunk, the first load's four included.
  json: { namedExports: false },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // A browser without <link rel=modulepreload> (Safari before 17) still runs the app; it
    // only fetches the chunks as the imports ask, so the polyfill's bytes buy little.
    modulePreload: {
      polyfill: false,
      // A lazy import preloads what it needs besides itself (its own import() fetches it) and
      // besides the first load's chunks, which every page has run before any lazy import: the
      // list of chunk names in the app chunk is then 0.5 KB gzipped shorter (dashboard budget).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep !== file && !ALWAYS_LOADED.test(dep)) : deps,
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (PURE_BARRELS.test(id) ? false : undefined) },
      output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } },
    },
  },
  server: {
    port: 5173,
    // `npm start` compiles each module on its first request. Starting on the entry, every
    // lazy screen and the offline service while the browser opens means the first visit to
    // a screen finds its modules ready instead of waiting for a few hundred compiles.
    warmup: {
      clientFiles: [
        './src/main.tsx',
        './src/app/routes/*.tsx',
        './src/features/*/index.ts',
        './src/offline/platform/adapters/browser.ts',
      ],
    },
  },
  // The production headers (strict CSP and friends) for the build come from
  // previewSecurityHeaders(), with the API origin of the served build's config.json. The dev
  // server gets none: its HMR client needs inline and eval'd code and a WebSocket the policy
  // would refuse.
  preview: {
    port: 4173,
    // The app is same-origin; CORS would only add `Vary: Origin`, and then the offline worker's
    // copy of a module (its request has no Origin) never matches the HTTP cache's, so the app
    // shell could not be kept once the network is gone (public/offline-service-worker.js).
    cors: false,
  },
});
