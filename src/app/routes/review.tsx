import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { ReviewPage } from '@/features/review';
import { NextTaskOffer } from '@/features/tasks';
import { paths } from '../paths';
import { NotFoundPage } from './not-found';
import { taskLinks } from './task-links';

function versionParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d*$/.test(value)) return null;
  return Number(value);
}

/** `/review/:assetUID?taskUID=&version=`: the review tool for the signed-in user. */
export function Component() {
  const { assetUID = '' } = useParams();
  const [search] = useSearchParams();
  const taskUID = search.get('taskUID');
  const user = useCurrentUser();
  const viewer = user.data ? { userUID: user.data.userUID, fullName: user.data.fullName } : null;
  return (
    <ReviewPage
      assetUID={assetUID}
      taskUID={taskUID}
      version={versionParam(search.get('version'))}
      viewer={viewer}
      assetHref={(uid) => paths.review.getHref({ assetUID: uid, taskUID })}
      projectHref={(projectUID) => paths.project.assets.getHref({ projectUID })}
      compareHref={(uid, from, to) => paths.compare.getHref({ assetUID: uid, from, to })}
      notFound={<NotFoundPage />}
      afterTask={
        <NextTaskOffer
          currentTaskUID={taskUID}
          links={taskLinks}
          myTasksHref={paths.myTasks.getHref()}
        />
      }
    />
  );
}
