import type { Raster } from '@/offline/platform/processing/types';
import type { DemoArtworkKey } from './index';

// The artwork (and pdf-lib) load when a test asks, not with every test build's start.
const catalog = async () => (await import('./index')).DEMO_ARTWORK;

/** SHA-256 of the bytes, hex: equal digests mean identical files. */
async function digest(bytes: Uint8Array): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Test builds only: `window.__proofdeskTest.demoArtworkDigest(key)` generates one demo file
 * in this page, as the seed does, and answers its digest, so an end-to-end test can prove
 * the artwork is the same whatever the page's language and direction.
 */
export function exposeDemoArtworkForTests(raster: Raster): void {
  const target = window as unknown as { __proofdeskTest?: Record<string, unknown> };
  target.__proofdeskTest = {
    ...target.__proofdeskTest,
    demoArtworkKeys: async () => (await catalog()).map((spec) => spec.key),
    demoArtworkDigest: async (key: DemoArtworkKey) => {
      const spec = (await catalog()).find((candidate) => candidate.key === key);
      if (!spec) throw new Error(`No demo artwork ${key}`);
      return digest(await spec.generate(raster));
    },
  };
}
