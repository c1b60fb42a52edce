import { UsersPage } from '@/features/users';
import { paths } from '../paths';

const dashboardHref = (filter: { clientUID: string; folderUID?: string }) =>
  paths.dashboard.getHref(filter);

/** Users and tenants; folder and column links open the dashboard filtered to them. */
export function Component() {
  return <UsersPage dashboardHref={dashboardHref} />;
}
