import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, namespaces } from '@/lib/i18n';

// Screens load their texts lazily in the app; tests render them directly, so load them all.
await i18n.loadNamespaces([...namespaces]);

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
