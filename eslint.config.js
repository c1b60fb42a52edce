// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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
  from: ['./src/features', './src/app', ...(dir === 'testing' ? [] : ['./src/entities'])],
  message: 'Shared code must not depend on entities, features or the app layer.',
}));

// One cache per server resource: its keys, query options and shared views. Features read it;
// it knows no feature, so a feature never has to reach into another for the same data.
const entityZones = [
  {
    target: './src/entities',
    from: ['./src/features', './src/app'],
    message: 'src/entities is read by features; it must not import features or the app layer.',
  },
];

/** Where code may call the API by path: the client, the entities and each feature's api/ folder. */
const API_FILES = ['src/api/**', 'src/entities/**', 'src/features/**/api/**'];
/** Code that is not the app: the offline service, tests and their kits. */
const NOT_APP = [
  'src/offline/**',
  'src/testing/**',
  'src/**/*.test.{ts,tsx}',
  'src/**/test-kit.{ts,tsx}',
  'src/**/test-service.tsx',
  'src/**/test-api/**',
];

const SHARED_ROOTS = /^(projects|users|assets|annotations|tasks|dal|workflows)$/;
const handWrittenKeys = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression.value",
    message: "Hand-written query key: use the resource's key factory (src/entities/<resource>).",
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)(Data|State)$/] > ArrayExpression.arguments:first-child',
    message: "Hand-written query key: use the resource's key factory (src/entities/<resource>).",
  },
  {
    selector: `TSAsExpression > ArrayExpression > Literal.elements:first-child[value=${String(SHARED_ROOTS)}]`,
    message: "This is a shared resource's cache: its keys live in src/entities/<resource>/keys.ts.",
  },
];
const pathCalls = [
  {
    selector: 'CallExpression > Literal.arguments[value=/^\\/api\\/v1\\//]',
    message:
      "API calls live in the feature's api/ folder or in src/entities, not in views or hooks.",
  },
  {
    selector:
      'CallExpression > TemplateLiteral.arguments > TemplateElement:first-child[value.raw=/^\\/api\\/v1\\//]',
    message:
      "API calls live in the feature's api/ folder or in src/entities, not in views or hooks.",
  },
];

// The workflow model is shared by the offline service and the builder: pure, no React.
const domainZones = [
  {
    target: './src/domain',
    from: [
      './src/features',
      './src/app',
      './src/entities',
      './src/offline',
      './src/components',
      './src/lib',
    ],
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
      // AssemblyScript, compiled by scripts/build-cmyk-strips-wasm.ts (its types are not TypeScript's).
      'wasm',
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
    // Without a resolver that knows `.ts` and the `@/` alias, no-restricted-paths resolves no
    // import and so reports none.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
          tsconfig: { configFile: join(import.meta.dirname, 'tsconfig.json') },
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
        {
          zones: [...featureZones, ...sharedZones, ...entityZones, ...domainZones, ...offlineZones],
        },
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
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...API_FILES, ...NOT_APP],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenKeys, ...pathCalls] },
  },
  {
    files: ['src/api/**', 'src/features/**/api/**'],
    ignores: NOT_APP,
    rules: { 'no-restricted-syntax': ['error', ...handWrittenKeys] },
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
