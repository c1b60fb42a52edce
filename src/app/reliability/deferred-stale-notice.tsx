import { lazy, Suspense } from 'react';

// Its code and texts load apart from the entry chunk; until then there is nothing to say.
const StaleDataNotice = lazy(async () => ({
  default: (await import('./stale-data-notice')).StaleDataNotice,
}));
const ConnectionNotice = lazy(async () => ({
  default: (await import('./connection-notice')).ConnectionNotice,
}));

/** The lost-connection and stale-data notices, loaded on demand so the first screen never waits for them. */
export function DeferredStaleDataNotice() {
  return (
    <Suspense fallback={null}>
      <ConnectionNotice />
      <StaleDataNotice />
    </Suspense>
  );
}
