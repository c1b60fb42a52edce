import { useNavigate } from 'react-router';
import { ProjectPage } from '@/features/project';
import { paths } from '../paths';

/** The project page; after a delete there is nothing left to show, so it goes to the dashboard. */
export function Component() {
  const navigate = useNavigate();
  const dashboard = paths.dashboard.getHref();
  return (
    <ProjectPage
      dashboardHref={dashboard}
      onDeleted={() => void navigate(dashboard, { replace: true })}
    />
  );
}
