export { DashboardPage } from './components/dashboard-page';
export type { CreateProjectSlotProps, DashboardPageProps } from './components/dashboard-page';
