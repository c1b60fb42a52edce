import { useTranslation } from '@/lib/i18n';
import { create } from 'zustand';
import type { DraftAction } from '../../model/builder-types';
import { copiedSteps } from '../../model/draft-persistence';
import { newStepDefaults } from '../../model/step-defaults';
import { useDraftStoreApi } from './draft-context';
import { stepLabel } from './labels';

/** The last command's outcome, announced politely ("Step 3 deleted. Undo with Ctrl+Z"). */
export const useCommandNote = create<{ note: string; set: (note: string) => void }>((set) => ({
  note: '',
  set: (note) => set({ note }),
}));

/** Copy, paste, delete and add: shared by the toolbar, the outline and the keyboard. */
export function useStepCommands(
  selected: string | undefined,
  setSelected: (uid: string | undefined) => void,
) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const store = useDraftStoreApi();
  const note = useCommandNote((state) => state.set);
  const find = (uid: string | undefined) =>
    store.getState().actions.find((action) => action.uid === uid);

  return {
    add: (step: Omit<DraftAction, 'uid'>, afterUid?: string) => {
      const [uid] = store
        .getState()
        .insertActions([{ ...newStepDefaults(step.reactionType), ...step, uid: '' }], afterUid);
      setSelected(uid);
      note(t('commands.added'));
      return uid;
    },
    copy: (uid = selected) => {
      const action = find(uid);
      if (!action) return;
      copiedSteps.write([action]);
      note(t('commands.copied', { label: stepLabel(t, action) }));
    },
    canPaste: () => (copiedSteps.read()?.length ?? 0) > 0,
    paste: () => {
      const steps = copiedSteps.read();
      if (!steps || steps.length === 0) return note(t('commands.nothingToPaste'));
      const uids = store.getState().insertActions(steps, selected);
      setSelected(uids[0]);
      note(t('commands.pasted', { count: uids.length }));
    },
    remove: (uid = selected) => {
      const actions = store.getState().actions;
      const index = actions.findIndex((action) => action.uid === uid);
      const action = actions[index];
      if (!action || uid === undefined) return;
      store.getState().removeActions([uid]);
      setSelected((actions[index + 1] ?? actions[index - 1])?.uid);
      note(t('commands.deleted', { label: stepLabel(t, action) }));
    },
  };
}
