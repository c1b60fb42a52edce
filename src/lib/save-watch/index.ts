export {
  createSaveWatch,
  STILL_SAVING_AFTER_MS,
  type SaveOutcome,
  type SavePhase,
  type SaveWatch,
  type SaveWatchState,
  type WatchedSave,
} from './save-watch';
export { useSaveWatch, type UseSaveWatch } from './use-save-watch';
