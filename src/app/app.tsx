import '@/lib/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastRegion } from '@/components/ui';
import { createQueryClient } from './query-client';
import { shareChangesAcrossTabs } from './reliability/cross-tab-changes';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

export interface AppProps {
  /** Defaults to a fresh client with the app's defaults; tests pass their own. */
  queryClient?: QueryClient;
  /** Defaults to the browser router; tests pass a memory router over `createRoutes()`. */
  router?: AppRouter;
}

/** The root component: providers, the router, and the one toast region. */
export function App({ queryClient, router }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createAppRouter());
  // What another tab saved is fetched again when this tab is back in front.
  useEffect(() => shareChangesAcrossTabs(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={appRouter} />
      <ToastRegion />
    </QueryClientProvider>
  );
}
