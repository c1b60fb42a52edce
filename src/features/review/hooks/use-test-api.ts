import { useEffect, useRef } from 'react';
import type { ReviewTestApi, TestApiSource } from '../test-api/review-test-api';

/**
 * On only in test builds: `VITE_TEST_API=1` at build time (scripts/test-all.sh sets it for the
 * e2e build) or Vitest. In a production build the condition is the constant false, so the
 * test API module is not even in the bundle.
 */
const TEST_API_ENABLED = import.meta.env.VITE_TEST_API === '1' || import.meta.env.MODE === 'test';

declare global {
  interface ImportMetaEnv {
    /** "1" in builds for end-to-end tests: turns the test API on. */
    readonly VITE_TEST_API?: string;
  }
  interface Window {
    /** Test-build hooks for e2e tests; absent in production. */
    __proofdeskTest?: { review?: ReviewTestApi };
  }
}

/** Publishes the workspace on `window.__proofdeskTest.review` while it is mounted (test builds only). */
export function useTestApi(source: TestApiSource): void {
  const current = useRef(source);
  useEffect(() => {
    current.current = source;
  });
  const editor = source.editor;
  useEffect(() => {
    if (!TEST_API_ENABLED) return;
    let installed: ReviewTestApi | null = null;
    let active = true;
    void import('../test-api/review-test-api').then(({ createReviewTestApi }) => {
      if (!active) return;
      installed = createReviewTestApi(() => current.current);
      window.__proofdeskTest = { ...window.__proofdeskTest, review: installed };
    });
    return () => {
      active = false;
      if (installed && window.__proofdeskTest?.review === installed)
        delete window.__proofdeskTest.review;
    };
  }, [editor]);
}
