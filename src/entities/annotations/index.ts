export { annotationKeys } from './keys';
export { annotationsQueryOptions, getAnnotations, useAnnotations } from './queries';
export {
  insertAnnotation,
  mapAnnotations,
  patchAnnotationCache,
  restoreAnnotationCache,
  type CacheSnapshot,
} from './cache';
