export { ExternalReviewPage } from './components/external-review-page';
export type {
  ExternalCompareProps,
  ExternalReviewPageProps,
  ExternalWorkspaceProps,
  ReviewQueries,
} from './components/types';
export type { ExternalCapabilities } from './model/capabilities';
