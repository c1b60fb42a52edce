import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { acceptEarlyAnswers } from '@/api/client';
import { takeEarlyAnswer } from '@/api/early-answers';
import { Spinner } from '@/components/ui';
import {
  ExternalReviewPage,
  type ExternalCompareProps,
  type ExternalWorkspaceProps,
} from '@/features/external-review';
import { WorkspacePlaceholder } from '@/features/review';
import { assetQueryOptions } from '@/entities/asset/queries';
import { taskQueryOptions } from '@/entities/tasks/queries';
import { afterShown } from '@/lib/after-shown';
import { EXTERNAL_REVIEW_ASSET_NAME_TIMING } from '../external-review-shell-contract';
import { MAIN_ID, SkipLink } from '../layout/skip-link';
import { paths } from '../paths';
import { createQueryClient } from '../query-client';
import { loadReviewWorkspace } from './review-workspace-loader';

// deploy/nginx's page for this route (scripts/external-review-page-plugin.ts) exchanged the link
// and asked for its asset while the app loaded: the page's own requests take those answers.
acceptEarlyAnswers(takeEarlyAnswer);

// A password prompt never loads the tool. An open link starts it once the asset's name is on
// screen (presented, not only committed): the tool's code (konva and the canvas, 115 KB) then
// no longer shares a phone's slow link and main thread with the page's first content.
// external-review.html's static copy marks its name the same: shown there is shown.
const ASSET_NAME = EXTERNAL_REVIEW_ASSET_NAME_TIMING;
const prepareWorkspace = () => {
  afterShown(ASSET_NAME, () => {
    loadReviewWorkspace().catch(() => undefined);
  });
};

type LoadedWorkspace =
  | { kind: 'loading' }
  | { kind: 'ready'; Workspace: ComponentType<ExternalWorkspaceProps> }
  | { kind: 'failed'; error: unknown };

/**
 * Until the asset's name and version (what a phone shows first, and its largest text) are on
 * screen, only the placeholder; then the tool, rendered in slices between frames instead of
 * one long task.
 */
function LazyWorkspace(props: ExternalWorkspaceProps) {
  const [loaded, setLoaded] = useState<LoadedWorkspace>({ kind: 'loading' });
  // Asking for the chunks is a task of its own; the tool renders once they are here, as a
  // transition React slices between frames. Rendered with its module at hand, not through
  // React.lazy: a lazy component suspends once more even when its module is loaded, and React
  // holds back the content that follows a fallback for up to 300 ms (the artwork showed 150-200
  // ms later on a phone-speed CPU).
  useEffect(
    () =>
      afterShown(ASSET_NAME, () => {
        loadReviewWorkspace().then(
          (module) =>
            startTransition(() => setLoaded({ kind: 'ready', Workspace: module.ReviewWorkspace })),
          (error: unknown) => setLoaded({ kind: 'failed', error }),
        );
      }),
    [],
  );
  const placeholder = <WorkspacePlaceholder asset={props.asset} nameTiming={ASSET_NAME} />;
  // The route's error boundary says the tool could not load, as for any failed chunk.
  if (loaded.kind === 'failed') throw loaded.error;
  if (loaded.kind === 'loading') return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <loaded.Workspace {...props} />
    </Suspense>
  );
}

// Compare (and its texts) load only when the reviewer opens it: the link's first load stays as it was.
const ExternalCompare = lazy(() => import('./external-compare'));

function LazyCompare(props: ExternalCompareProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <ExternalCompare {...props} />
    </Suspense>
  );
}

const queries = {
  task: taskQueryOptions,
  asset: (assetUID: string) => assetQueryOptions(assetUID),
};

/**
 * `/external/:token?asset=`: the external reviewer's page, outside the signed-in app. Its
 * own query cache, so nothing fetched with the scoped review session mixes with a signed-in
 * user's data in the same tab (and nothing of it outlives the page).
 */
export function Component() {
  const { token = '', view } = useParams();
  const [search] = useSearchParams();
  const [queryClient] = useState(createQueryClient);
  const lang = search.get('lang');
  // Any other last segment is the review itself.
  const comparing = view === paths.externalCompare.view;
  return (
    <QueryClientProvider client={queryClient}>
      <SkipLink />
      {/* The page's texts load with it (and again on a language switch): wait, never flash keys. */}
      <Suspense
        fallback={
          <div className="grid min-h-dvh place-items-center">
            <Spinner />
          </div>
        }
      >
        <ExternalReviewPage
          key={token}
          reviewToken={token}
          assetUID={search.get('asset')}
          linkLanguage={lang}
          assetHref={(assetUID) => paths.external.getHref({ token, asset: assetUID, lang })}
          queries={queries}
          renderWorkspace={(props) => <LazyWorkspace {...props} />}
          view={comparing ? 'compare' : 'review'}
          compareHref={(assetUID) =>
            paths.externalCompare.getHref({ token, asset: assetUID, lang })
          }
          renderCompare={(props) => <LazyCompare {...props} />}
          prepareWorkspace={prepareWorkspace}
          mainId={MAIN_ID}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
