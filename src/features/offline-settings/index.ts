export { OfflineSettingsPage } from './components/offline-settings-page';
export type { OfflineSettingsPageProps } from './components/offline-settings-page';
export { mockSettingsKeys, mockSettingsQueryOptions } from './api/mock-settings';
