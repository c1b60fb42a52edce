import type { ReactionType } from '@/api/types';

/** A readable uid for a new step ("review-2"), unique (case-insensitively) in `taken`. */
export function freshUid(reaction: ReactionType, taken: ReadonlySet<string>): string {
  const stem = reaction
    .replace(/^(Create|Send)/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
  for (let n = 1; ; n++) {
    const uid = `${stem}-${n}`;
    if (!taken.has(uid)) return uid;
  }
}
