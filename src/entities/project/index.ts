export { projectKeys, type ProjectListParams } from './keys';
export { ALL_PROJECT_STATES } from './states';
export { getProject, projectQueryOptions, projectSummaryQueryOptions } from './detail-query';
export { getProjectAssets, projectAssetsQueryOptions } from './assets-query';
export { StateBadge } from './state-badge';
