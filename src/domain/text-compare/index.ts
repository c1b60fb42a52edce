export { compareText } from './compare';
export { changedMarks } from './align-page';
export { applyOverrides, pageSimilarity, pairPages } from './pages';
export { pageWords, unionBoxes } from './words';
export { checkTextRequests } from './requests';
export type { TextRequestCheck, TextRequestRegion } from './requests';
export type {
  DifferenceKind,
  Marks,
  PagePair,
  PageText,
  TextBox,
  TextComparison,
  TextDifference,
  TextItem,
  Word,
} from './types';
