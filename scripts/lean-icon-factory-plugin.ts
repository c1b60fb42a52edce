import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * lucide-react's icon factory carries a generic renderer (attribute renaming, a context provider,
 * node transforms) the app never uses: builds take a lean one with the same markup
 * (src/lib/icons/lean-lucide-icon.ts), 1 KB gzipped less in the first load. The app's build and
 * the benchmark pages' builds use it alike, so a benchmark measures the icons users get.
 */
const LEAN_ICON_FACTORY = fileURLToPath(
  new URL('../src/lib/icons/lean-lucide-icon.ts', import.meta.url),
);

export const leanIconFactory: Plugin = {
  name: 'lean-icon-factory',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      /^\.\.?\/createLucideIcon\.mjs$/.test(source) &&
      /[\\/]lucide-react[\\/]/.test(importer ?? '')
    )
      return LEAN_ICON_FACTORY;
    return null;
  },
};
