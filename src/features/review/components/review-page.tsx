import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Alert, BackLink, cn, focusRing, Spinner } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { isApiError } from '@/api/client';
import type { Asset, Project, Task } from '@/api/types';
import { assetQueryOptions } from '@/entities/asset/queries';
import { projectSummaryQueryOptions } from '@/entities/project/detail-query';
import { taskQueryOptions } from '@/entities/tasks/queries';
import type { ReviewCapabilities } from '../editor/editor-state';
import { reviewOptionsOf } from '../model/task-progress';
import type { Viewer } from '../model/threads';
import { ReviewWorkspace } from './review-workspace';

export interface ReviewPageProps {
  assetUID: string;
  /** The review task the asset is opened in (`?taskUID=`), if any. */
  taskUID: string | null;
  /** An older version to look at (`?version=`); null is the latest. */
  version: number | null;
  /** The signed-in user; null while it loads. */
  viewer: Viewer | null;
  assetHref: (assetUID: string) => string;
  projectHref: (projectUID: string) => string;
  /** Compare versions `from` and `to` of the asset; offered from version 2 on. */
  compareHref?: ((assetUID: string, from: number, to: number) => string) | undefined;
  /** The app's not-found page, shown when there is no such asset. */
  notFound: ReactNode;
  /** What to offer once the task has ended (the reviewer's next task). */
  afterTask?: ReactNode;
}

/** What the internal reviewer may do: the project must be changeable, the version the latest, and deciding is the assignee's. */
export function internalCapabilities(
  asset: Asset,
  latestVersion: number,
  project: Project | null,
  task: Task | null,
  viewer: Viewer,
): ReviewCapabilities {
  const writable =
    project === null || project.projectState === 'Active' || project.projectState === 'OnHold';
  const isAssignee =
    task !== null && task.user.userUID !== null && task.user.userUID === viewer.userUID;
  return {
    canAnnotate: writable && asset.version === latestVersion,
    canDecide:
      isAssignee && task.status === 'Pending' && (task.assetUIDs ?? []).includes(asset.assetUID),
    // The original (vector mode) is always the latest version's.
    canDownload: asset.version === latestVersion,
    simpleMode: task !== null && reviewOptionsOf(task).isSimpleMode,
  };
}

function Centered({ children }: { children: ReactNode }) {
  return <div className="grid flex-1 place-items-center p-6">{children}</div>;
}

/** The review tool inside the app for a signed-in user: loads asset, task and project, then the workspace. */
export function ReviewPage({
  assetUID,
  taskUID,
  version,
  viewer,
  assetHref,
  projectHref,
  compareHref,
  notFound,
  afterTask,
}: ReviewPageProps) {
  const { t } = useTranslation('review');
  const asset = useQuery(assetQueryOptions(assetUID, version));
  const latest = useQuery({ ...assetQueryOptions(assetUID, null), enabled: version !== null });
  const task = useQuery({ ...taskQueryOptions(taskUID ?? ''), enabled: taskUID !== null });
  const projectUID = asset.data?.projectUID ?? null;
  const project = useQuery({
    ...projectSummaryQueryOptions(projectUID ?? ''),
    enabled: projectUID !== null,
  });

  const data = asset.data;
  const latestVersion =
    version === null ? (data?.version ?? 0) : (latest.data?.version ?? Number.MAX_SAFE_INTEGER);
  const capabilities = useMemo(
    () =>
      data && viewer
        ? internalCapabilities(data, latestVersion, project.data ?? null, task.data ?? null, viewer)
        : null,
    [data, latestVersion, project.data, task.data, viewer],
  );

  if (isApiError(asset.error) && asset.error.kind === 'not-found') {
    return <Centered>{notFound}</Centered>;
  }
  if (asset.isError) {
    return (
      <Centered>
        <Alert tone="error" title={t('page.assetFailed')}>
          {describeError(asset.error)}
        </Alert>
      </Centered>
    );
  }
  if (!data || !viewer || !capabilities || (taskUID !== null && task.isPending)) {
    return (
      <Centered>
        <Spinner label={t('page.loading')} />
      </Centered>
    );
  }
  if (data.status !== 'Processed' || !data.fullSizeBitmapUrl) {
    return (
      <Centered>
        <Alert tone={data.status === 'Failed' ? 'error' : 'info'} title={data.name}>
          {data.status === 'Failed'
            ? t('page.failed', { reason: data.statusMessage ?? '' })
            : t('page.processing')}
        </Alert>
      </Centered>
    );
  }

  const back = data.projectUID ? (
    <BackLink to={projectHref(data.projectUID)}>{t('page.back')}</BackLink>
  ) : null;
  const compare =
    compareHref && data.version > 1 ? (
      <Link
        to={compareHref(data.assetUID, data.version - 1, data.version)}
        className={cn(
          'inline-flex min-h-6 items-center rounded-sm text-sm text-blue-800 underline',
          focusRing,
        )}
      >
        {t('page.compare', { version: data.version - 1 })}
      </Link>
    ) : null;
  const notice = task.isError ? (
    <Alert tone="error" title={t('page.taskFailed')}>
      {describeError(task.error)}
    </Alert>
  ) : !capabilities.canAnnotate && !capabilities.simpleMode ? (
    <p className="text-sm text-slate-700">
      {data.version !== latestVersion
        ? t('page.olderVersion', { version: data.version })
        : t('page.readOnly', { state: project.data?.projectState ?? '' })}
    </p>
  ) : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {notice && <div className="border-b border-slate-300 bg-white px-3 py-2">{notice}</div>}
      <ReviewWorkspace
        asset={data}
        task={task.data ?? null}
        capabilities={capabilities}
        viewer={viewer}
        draftScope={`user:${viewer.userUID ?? viewer.fullName}`}
        assetHref={assetHref}
        afterTask={afterTask}
        headerStart={
          back || compare ? (
            <>
              {back}
              {compare}
            </>
          ) : null
        }
      />
    </div>
  );
}
