import { afterEach } from 'vitest';

// Only the DOM tests (jsdom) render: the Node tests of the offline service, the domain and the
// libraries skip Testing Library, its matchers and the texts, which cost most of a file's setup.
if (typeof document !== 'undefined') {
  const { i18n, namespaces } = await import('@/lib/i18n');
  // Screens load their texts lazily in the app; tests render them directly, so load them all.
  await i18n.loadNamespaces([...namespaces]);
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  // Vitest globals are off, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
  });
}
