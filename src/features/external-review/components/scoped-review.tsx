import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Task } from '@/api/types';
import { Alert, Spinner } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { afterNextPaint } from '@/lib/after-next-paint';
import { assetToShow, externalCapabilities, hasEnded, linkAnnotates } from '../model/capabilities';
import type { ExternalReviewSession } from '../stores/external-session';
import { ReviewInfoBar } from './review-info-bar';
import { ReviewOver } from './review-over';
import type { ExternalReviewPageProps } from './types';
import { QueryErrorAlert } from '@/components/query-error-alert';

type ScopedReviewProps<TK extends QueryKey, AK extends QueryKey> = Pick<
  ExternalReviewPageProps<TK, AK>,
  | 'assetUID'
  | 'assetHref'
  | 'queries'
  | 'renderWorkspace'
  | 'prepareWorkspace'
  | 'view'
  | 'compareHref'
  | 'renderCompare'
> & {
  session: ExternalReviewSession;
  /** The task as the link exchange returned it; null after a reload. */
  initialTask: Task | null;
};

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="grid flex-1 place-items-center p-6">{children}</div>;
}

/**
 * The open review, under the scoped session's token: the task (from the exchange, kept
 * fresh by the review tool's own task query), the asset to show and the review tool with
 * what the link allows; the "review is over" page once the task has ended.
 */
export function ScopedReview<TK extends QueryKey, AK extends QueryKey>({
  session,
  initialTask,
  assetUID,
  assetHref,
  queries,
  renderWorkspace,
  prepareWorkspace,
  view = 'review',
  compareHref,
  renderCompare,
}: ScopedReviewProps<TK, AK>) {
  const { t } = useTranslation('external');
  const taskQuery = useQuery({
    ...queries.task(session.taskUID),
    ...(initialTask ? { initialData: initialTask } : {}),
  });
  const task = taskQuery.data;
  const shown = task ? assetToShow(task, assetUID) : null;
  const asset = useQuery({ ...queries.asset(shown ?? ''), enabled: shown !== null });
  // The tool loads once there is an asset to show it on (not for a review that is over, nor
  // while comparing), after a frame has shown the asset's name: the name heads the page while
  // the tool loads.
  const comparing = view === 'compare' && renderCompare !== undefined;
  const toolNeeded =
    shown !== null && !(task && hasEnded(task)) && !comparing && asset.data !== undefined;
  useEffect(() => {
    if (!toolNeeded || !prepareWorkspace) return;
    return afterNextPaint(prepareWorkspace);
  }, [toolNeeded, prepareWorkspace]);

  if (taskQuery.isError) {
    return (
      <Centered>
        <QueryErrorAlert query={taskQuery} title={t('failed.title')} />
      </Centered>
    );
  }
  if (!task) {
    return (
      <Centered>
        <Spinner label={t('checking')} />
      </Centered>
    );
  }
  if (hasEnded(task)) return <ReviewOver task={task} />;

  const content = () => {
    if (shown === null) return <Alert tone="info">{t('asset.none')}</Alert>;
    if (asset.isError) {
      return (
        <Alert tone="error" title={t('asset.failed')}>
          {describeError(asset.error)}
        </Alert>
      );
    }
    if (!asset.data) return <Spinner label={t('asset.loading')} />;
    if (asset.data.status !== 'Processed' || !asset.data.fullSizeBitmapUrl) {
      return <Alert tone="info">{t('asset.processing')}</Alert>;
    }
    return null;
  };
  const notice = content();
  const shownAsset = asset.data;
  // The latest version is the one under review: a second one means there is an earlier.
  const compareLink =
    !comparing && compareHref && shownAsset && shownAsset.version > 1
      ? compareHref(shownAsset.assetUID)
      : null;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ReviewInfoBar task={task} asset={shownAsset} compareHref={compareLink} />
      {notice || !shownAsset ? (
        <Centered>{notice}</Centered>
      ) : comparing ? (
        <div className="p-4 max-md:p-3">
          {renderCompare({
            asset: shownAsset,
            task,
            canReadOriginals: task.isAllowDownloadAssets === true,
            canAnnotate: linkAnnotates(externalCapabilities(task, shownAsset.assetUID)),
            reviewHref: assetHref(shownAsset.assetUID),
          })}
        </div>
      ) : (
        <div className="flex min-h-0 flex-1 flex-col">
          {renderWorkspace({
            asset: shownAsset,
            task,
            capabilities: externalCapabilities(task, shownAsset.assetUID),
            viewer: { userUID: null, fullName: task.user.email },
            draftScope: `ext:${task.taskUID}`,
            assetHref,
          })}
        </div>
      )}
    </div>
  );
}
