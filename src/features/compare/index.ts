export { ComparePage } from './components/compare-page';
export type { CompareLinks, ComparePageProps } from './components/compare-page';
export type { VersionPair } from './model/versions';
export type { InspectSide, InspectSlot } from './components/compare-view';
export type { StageOverlayProps, StageOverlaySlot } from './components/compare-stage';
export type { CompareTestSnapshot } from './hooks/use-compare-test-api';
