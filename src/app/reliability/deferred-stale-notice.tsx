import { lazy, Suspense } from 'react';

// Its code and texts load apart from the entry chunk; until then there is nothing to say.
const StaleDataNotice = lazy(async () => ({
  default: (await import('./stale-data-notice')).StaleDataNotice,
}));

/** The stale-data notice, loaded on demand so the first screen never waits for it. */
export function DeferredStaleDataNotice() {
  return (
    <Suspense fallback={null}>
      <StaleDataNotice />
    </Suspense>
  );
}
