// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession } from '@/api/session';
import type { AnnotationPages } from '@/api/types';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_ASSETS } from '@/offline/assets/seed';
import { useSetAnnotationCompleted } from '@/features/compare/api/annotations';
// What ReviewWorkspace reads (before this layer: the review feature's own annotationsQueryOptions).
import { annotationsQueryOptions as reviewAnnotations } from '@/entities/annotations/queries';
import { signInAs, startService, stopService } from '@/features/review/test-service';

/**
 * The compare view and the review tool read one asset's annotations. A comment completed in
 * compare must show as completed when the reviewer goes back to the review tool, inside the
 * review's staleTime too (no refetch happens then, so both must read one cache).
 */
let backend: TestService;
beforeAll(async () => {
  backend = await startService();
});
afterEach(() => clearSession());
afterAll(async () => {
  await stopService(backend);
});

const asset = DEMO_ASSETS.acmeCoffeePouch;

function openComment(pages: AnnotationPages | undefined) {
  const found = Object.values(pages ?? {})
    .flat()
    .find((a) => a.parentAnnotationUID === null && !a.isCompleted);
  if (!found) throw new Error('the demo asset has no open comment');
  return found;
}

describe('one annotations cache for compare and review', () => {
  it('a comment completed in compare shows completed back in the review tool', async () => {
    await signInAs(backend, 'ravi@demo.test');
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );

    // The reviewer has the review tool open: its listing is loaded and fresh.
    const review = renderHook(() => useQuery(reviewAnnotations(asset)), { wrapper });
    await waitFor(() => expect(review.result.current.isSuccess).toBe(true));
    const comment = openComment(review.result.current.data);
    review.unmount();

    // In compare, the same comment is ticked as fixed.
    const compare = renderHook(() => useSetAnnotationCompleted(asset), { wrapper });
    await compare.result.current.mutateAsync({
      annotationUID: comment.annotationUID,
      isCompleted: true,
    });
    compare.unmount();

    // Back in the review tool, at once (well inside its 10 s staleTime).
    const back = renderHook(() => useQuery(reviewAnnotations(asset)), { wrapper });
    await waitFor(() => expect(back.result.current.isFetching).toBe(false));
    const shown = Object.values(back.result.current.data ?? {})
      .flat()
      .find((a) => a.annotationUID === comment.annotationUID);
    expect(shown?.isCompleted).toBe(true);
  });
});
