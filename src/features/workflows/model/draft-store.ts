import { temporal } from 'zundo';
import { createStore } from 'zustand/vanilla';
import type { WorkflowRole } from '@/api/types';
import type { DraftAction } from './builder-types';
import { freshUid } from './action-uid';

/** What the admin edits and what undo covers: the workflow's name, steps and roles. */
export interface WorkflowDraft {
  name: string;
  actions: DraftAction[];
  roles: WorkflowRole[];
}

export interface DraftStore extends WorkflowDraft {
  /** Sets a field of one step; keystrokes in the same field within a moment undo together. */
  updateAction: (uid: string, patch: Partial<DraftAction>) => void;
  /** Inserts steps after `afterUid` (or at the end), with new uids; returns their uids. */
  insertActions: (actions: readonly DraftAction[], afterUid?: string) => string[];
  removeActions: (uids: readonly string[]) => void;
  /** Moves a step up (-1) or down (+1) in the order the service runs matching steps. */
  moveAction: (uid: string, delta: -1 | 1) => void;
  setName: (name: string) => void;
  setRoles: (roles: WorkflowRole[]) => void;
  /** Replaces everything (a restored draft, a saved answer); not an undo step of its own. */
  reset: (draft: WorkflowDraft) => void;
}

const TYPING_WINDOW_MS = 800;

function withoutUndefined(action: DraftAction): DraftAction {
  return Object.fromEntries(
    Object.entries(action as Record<string, unknown>).filter(([, value]) => value !== undefined),
  ) as DraftAction;
}

export function createDraftStore(initial: WorkflowDraft) {
  // Typing into one field must not make an undo step per keystroke.
  let lastEdit = { key: '', at: 0 };
  const store = createStore<DraftStore>()(
    temporal(
      (set, get) => ({
        ...initial,
        updateAction: (uid, patch) => {
          set({
            actions: get().actions.map((action) =>
              action.uid === uid ? withoutUndefined({ ...action, ...patch }) : action,
            ),
          });
        },
        insertActions: (actions, afterUid) => {
          const taken = new Set(get().actions.map((action) => action.uid.toLowerCase()));
          const added = actions.map((action) => {
            const uid = freshUid(action.reactionType, taken);
            taken.add(uid.toLowerCase());
            return { ...action, uid };
          });
          const current = get().actions;
          const at = afterUid ? current.findIndex((a) => a.uid === afterUid) + 1 : current.length;
          const index = at <= 0 ? current.length : at;
          set({ actions: [...current.slice(0, index), ...added, ...current.slice(index)] });
          return added.map((action) => action.uid);
        },
        removeActions: (uids) =>
          set({ actions: get().actions.filter((action) => !uids.includes(action.uid)) }),
        moveAction: (uid, delta) => {
          const actions = [...get().actions];
          const from = actions.findIndex((action) => action.uid === uid);
          const to = from + delta;
          if (from < 0 || to < 0 || to >= actions.length) return;
          const [moved] = actions.splice(from, 1);
          if (moved) actions.splice(to, 0, moved);
          set({ actions });
        },
        setName: (name) => set({ name }),
        setRoles: (roles) => set({ roles }),
        reset: (draft) => set({ ...draft }),
      }),
      {
        partialize: ({ name, actions, roles }): WorkflowDraft => ({ name, actions, roles }),
        equality: (a, b) => a.name === b.name && a.actions === b.actions && a.roles === b.roles,
        limit: 200,
        handleSet: (handleSet) => {
          // zundo hands over its internal 4-argument recorder typed as setState.
          const record = handleSet as unknown as (...args: unknown[]) => void;
          return (past, replace, current, delta) => {
            const key = typingKey(past, current);
            const now = Date.now();
            const same = key !== '' && key === lastEdit.key && now - lastEdit.at < TYPING_WINDOW_MS;
            lastEdit = { key, at: now };
            if (!same) record(past, replace, current, delta);
          };
        },
      },
    ),
  );
  return store;
}

/** `uid:field` when exactly one field of one step changed (typing), else ''. */
function typingKey(past: unknown, current: WorkflowDraft): string {
  const before = past as Partial<WorkflowDraft>;
  if (before.name !== undefined && before.name !== current.name) return 'name';
  if (!before.actions || before.actions.length !== current.actions.length) return '';
  const changed = current.actions.filter((action, i) => action !== before.actions?.[i]);
  const [one] = changed;
  if (changed.length !== 1 || !one) return '';
  const old = before.actions.find((action) => action.uid === one.uid);
  if (!old) return '';
  const fields = Object.keys({ ...old, ...one }).filter(
    (field) => old[field as keyof DraftAction] !== one[field as keyof DraftAction],
  );
  const [field] = fields;
  return fields.length === 1 && field && typeof one[field as keyof DraftAction] === 'string'
    ? `${one.uid}:${field}`
    : '';
}

export type DraftStoreApi = ReturnType<typeof createDraftStore>;
