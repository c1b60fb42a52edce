// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// A feature may use shared code, never another feature: the app layer composes them.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in src/app.',
}));

const sharedZones = ['api', 'components', 'lib', 'testing'].map((dir) => ({
  target: `./src/${dir}`,
  from: ['./src/features', './src/app'],
  message: 'Shared code must not depend on features or the app layer.',
}));

// The workflow model is shared by the offline service and the builder: pure, no React.
const domainZones = [
  {
    target: './src/domain',
    from: ['./src/features', './src/app', './src/offline', './src/components', './src/lib'],
    message: 'src/domain is pure: the app and the offline service import it, not the reverse.',
  },
];

// The offline service: a folder per resource beside the shared platform, the demo artwork, the
// cross-resource journeys and the black-box tests' kits. A resource's files are its own; every
// other folder reaches it through its index.ts (the module list: through its module.ts). The test kits (testing/) may look inside.
const OFFLINE_SHARED = ['platform', 'artwork', 'journeys', 'testing'];
const offlineFolders = readdirSync('src/offline', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const offlineResources = offlineFolders.filter((name) => !OFFLINE_SHARED.includes(name));
const offlineZones = offlineResources.flatMap((resource) =>
  offlineFolders
    .filter((folder) => folder !== resource && folder !== 'testing')
    .map((folder) => ({
      target: `./src/offline/${folder}`,
      from: `./src/offline/${resource}`,
      // module.ts: the factory platform/modules.ts lists. Kept out of index.ts, whose other
      // exports are leaves: a barrel that also pulled in every route made import cycles.
      except: ['./index.ts', './module.ts'],
      message: `Use @/offline/${resource} (its index.ts), not its internals: resources meet through declared interfaces.`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'bench/dist',
      'bench/results',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/api/schema.gen.ts',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrolling region takes focus so the keyboard can scroll it (axe's
      // scrollable-region-focusable); as a named region it is announced as one.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // The zones below only see imports the resolver finds: without TypeScript extensions and
    // the `@/` alias every import was unresolved and no zone ever fired.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '@': [`${import.meta.dirname}/src`] },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...sharedZones, ...domainZones, ...offlineZones] },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'konva', message: 'Konva lives only in src/features/review.' },
            { name: 'react-konva', message: 'Konva lives only in src/features/review.' },
            { name: 'pdfjs-dist', message: 'Use src/lib/pdf, the one pdf.js wrapper.' },
          ],
          patterns: [
            { group: ['pdfjs-dist/*'], message: 'Use src/lib/pdf, the one pdf.js wrapper.' },
            { group: ['msw', 'msw/*'], message: 'MSW belongs to src/offline and tests only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'msw', 'msw/*', '@tanstack/*'],
              message: 'src/domain stays pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/review/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      'src/lib/pdf/**',
      'src/offline/**',
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Served as is to the browser as a service worker script.
    files: ['public/offline-service-worker.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        importScripts: 'readonly',
        URL: 'readonly',
        URLPattern: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Headers: 'readonly',
        Response: 'readonly',
      },
    },
  },
);
