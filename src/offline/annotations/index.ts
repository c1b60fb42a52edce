/** What the rest of the offline service may use of annotations: the one way in (lint enforces it). */
export type { AnnotationRow } from './rows';
