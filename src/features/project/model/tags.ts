import { PROJECT_LIMITS } from './limits';
import { problem, type Problem } from './problems';

/** Result of checking one tag candidate against the tags already chosen. */
export type TagCheck = { ok: true; tag: string } | { ok: false; problem: Problem };

/**
 * Tags are free-form single words (spec.md), at most 25 characters, at most 20, and unique
 * regardless of case (two tags that differ only in case would read as one).
 */
export function checkTag(candidate: string, existing: readonly string[]): TagCheck {
  const tag = candidate.trim();
  if (tag === '') return { ok: false, problem: problem('form.tags.empty') };
  if (/\s/.test(tag)) return { ok: false, problem: problem('form.tags.oneWord') };
  if (tag.length > PROJECT_LIMITS.tagLength) {
    return {
      ok: false,
      problem: problem('form.tags.tooLong', {
        max: PROJECT_LIMITS.tagLength,
        over: tag.length - PROJECT_LIMITS.tagLength,
      }),
    };
  }
  const lower = tag.toLowerCase();
  if (existing.some((t) => t.toLowerCase() === lower)) {
    return { ok: false, problem: problem('form.tags.duplicate', { tag }) };
  }
  if (existing.length >= PROJECT_LIMITS.maxTags) {
    return { ok: false, problem: problem('form.tags.tooMany', { max: PROJECT_LIMITS.maxTags }) };
  }
  return { ok: true, tag };
}

/** What typing or pasting into the tag box did: tags to add, the text left in the box, a problem. */
export interface TagInputResult {
  tags: string[];
  draft: string;
  problem: Problem | null;
}

/**
 * Adds the comma-separated parts of `text` that are complete (followed by a comma, or all of
 * them when `commit` is set, as on Enter). Nothing is dropped: the first part that fails stays
 * in the box with everything after it, and its problem is reported.
 */
export function addTagsFromInput(
  text: string,
  existing: readonly string[],
  commit: boolean,
): TagInputResult {
  const parts = text.split(',');
  const rest = commit ? '' : (parts.pop() ?? '');
  const tags = [...existing];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    // Empty parts ("a,,b" or a trailing comma) are separators, not tags.
    if (part.trim() === '') continue;
    const check = checkTag(part, tags);
    if (!check.ok) {
      const left = [part.trim(), ...parts.slice(i + 1)].join(',');
      return {
        tags: tags.slice(existing.length),
        draft: rest === '' ? left : `${left},${rest}`,
        problem: check.problem,
      };
    }
    tags.push(check.tag);
  }
  return { tags: tags.slice(existing.length), draft: rest, problem: null };
}
