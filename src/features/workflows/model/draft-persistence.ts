import type { WorkflowRole } from '@/api/types';
import { sessionStorageItem } from '@/lib/session-storage';
import type { DraftAction } from './builder-types';
import type { WorkflowDraft } from './draft-store';

/** An unsaved draft as kept in this tab, with when it was last changed. */
export interface StoredDraft {
  draft: WorkflowDraft;
  savedAt: string;
}

function isDraft(value: unknown): value is WorkflowDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<WorkflowDraft>;
  return (
    typeof draft.name === 'string' &&
    Array.isArray(draft.actions) &&
    draft.actions.every(
      (a: Partial<DraftAction>) =>
        typeof a.uid === 'string' &&
        typeof a.triggerType === 'string' &&
        typeof a.reactionType === 'string',
    ) &&
    Array.isArray(draft.roles) &&
    draft.roles.every((r: Partial<WorkflowRole>) => typeof r.uid === 'string')
  );
}

/**
 * Unsaved builder work survives a reload and a re-login (sessionStorage: it dies with the
 * tab, never reaches another person's session). One item per workflow, `new:<client>` for
 * one not created yet.
 */
export function storedDraft(key: string) {
  return sessionStorageItem<StoredDraft>(`proofdesk.workflow-draft.${key}`, (value) => {
    const stored = value as Partial<StoredDraft> | null;
    return stored && isDraft(stored.draft) && typeof stored.savedAt === 'string'
      ? { draft: stored.draft, savedAt: stored.savedAt }
      : null;
  });
}

/** Steps copied with Ctrl+C or Copy, pasteable into any workflow of this tab. */
export const copiedSteps = sessionStorageItem<DraftAction[]>(
  'proofdesk.workflow-clipboard',
  (value) =>
    Array.isArray(value) && isDraft({ name: '', actions: value, roles: [] })
      ? (value as DraftAction[])
      : null,
);

/**
 * Same content, whatever the key order: what decides "unsaved changes". Steps and roles the
 * store did not replace are the same objects, so only the edited ones are compared as JSON
 * (the whole draft as JSON cost milliseconds per keystroke on a 200-step workflow).
 */
export function sameDraft(a: WorkflowDraft, b: WorkflowDraft): boolean {
  return a.name === b.name && sameItems(a.actions, b.actions) && sameItems(a.roles, b.roles);
}

function sameItems(a: readonly object[], b: readonly object[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((item, i) => item === b[i] || stableJson(item) === stableJson(b[i])))
  );
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => x.localeCompare(y)))
      : inner,
  );
}
