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

/** Same content, whatever the key order: what decides "unsaved changes". */
export function sameDraft(a: WorkflowDraft, b: WorkflowDraft): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => x.localeCompare(y)))
      : inner,
  );
}
