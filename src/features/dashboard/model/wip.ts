import type { Project } from '@/api/types';

/** `over`: more open projects than the limit; `at`: exactly the limit; `under`; `none`: no limit. */
export type WipStatus = 'none' | 'under' | 'at' | 'over';

/** Work in progress: Active and OnHold projects. Completed or archived work is done. */
export function countOpen(projects: readonly Pick<Project, 'projectState'>[]): number {
  let open = 0;
  for (const { projectState } of projects) {
    if (projectState === 'Active' || projectState === 'OnHold') open += 1;
  }
  return open;
}

export function wipStatus(open: number, limit: number | undefined): WipStatus {
  if (limit === undefined) return 'none';
  if (open > limit) return 'over';
  return open === limit ? 'at' : 'under';
}

/**
 * What someone typed as a limit: '' removes it; a whole number 1..max sets it; anything else
 * is invalid (and the field keeps the text so it can be corrected).
 */
export function parseWipLimit(
  text: string,
  max: number,
): { ok: true; limit: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, limit: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false };
  const limit = Number(trimmed);
  return limit >= 1 && limit <= max ? { ok: true, limit } : { ok: false };
}
