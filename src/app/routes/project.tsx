import { useNavigate } from 'react-router';
import { ProjectPage } from '@/features/project';
import { UploadDropZone } from '@/features/uploads';
import { paths } from '../paths';
import { NotFoundPage } from './not-found';
import { useRouteProject } from './use-route-project';

/**
 * The project page; after a delete there is nothing left to show, so it goes to the dashboard.
 * Files dropped anywhere on it go to the project's upload queue.
 */
export function Component() {
  const navigate = useNavigate();
  const project = useRouteProject();
  const dashboard = paths.dashboard.getHref();
  return (
    <UploadDropZone project={project}>
      <ProjectPage
        dashboardHref={dashboard}
        onDeleted={() => void navigate(dashboard, { replace: true })}
        notFound={<NotFoundPage />}
      />
    </UploadDropZone>
  );
}
