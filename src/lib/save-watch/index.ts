export { STILL_SAVING_AFTER_MS } from './save-watch';
export { useSaveWatch, type UseSaveWatch } from './use-save-watch';
