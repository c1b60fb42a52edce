export { ExternalReviewPage } from './components/external-review-page';
export type {
  ExternalReviewPageProps,
  ExternalWorkspaceProps,
  ReviewQueries,
} from './components/types';
export type { ExternalCapabilities } from './model/capabilities';
