import { diffArrays } from 'diff';
import type { PagePair, Word } from './types';

/** Pages at least this alike (share of shared words) are the same page, maybe edited. */
export const SAME_PAGE = 0.5;
/** Pages left over next to each other this alike are still paired (a page heavily rewritten). */
export const REWRITTEN_PAGE = 0.2;

/** The share of words two pages have in common (Dice's coefficient on their word sets). */
export function pageSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const key of a) if (b.has(key)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/**
 * Pairs the pages of two versions by their content, in order: an inserted, removed or moved
 * page leaves the others paired with their own counterpart. Leftover pages side by side are
 * paired when still alike, or when one of them has no text (an outlined page stays beside
 * its counterpart, to be told apart by pixels).
 */
export function pairPages(oldPages: readonly Word[][], newPages: readonly Word[][]): PagePair[] {
  const oldSets = oldPages.map((words) => new Set(words.map((w) => w.key)));
  const newSets = newPages.map((words) => new Set(words.map((w) => w.key)));
  const parts = diffArrays(
    oldSets.map((_, i) => i),
    newSets.map((_, i) => i),
    {
      comparator: (a, b) =>
        pageSimilarity(oldSets[a] as Set<string>, newSets[b] as Set<string>) >= SAME_PAGE,
    },
  );
  const pairs: PagePair[] = [];
  let o = 0;
  let n = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const leftNew = new Set(added);
    for (const oldPage of removed) {
      let best: number | null = null;
      let bestScore = REWRITTEN_PAGE;
      for (const newPage of leftNew) {
        const score = pageSimilarity(
          oldSets[oldPage] as Set<string>,
          newSets[newPage] as Set<string>,
        );
        if (score >= bestScore) [best, bestScore] = [newPage, score];
      }
      if (best === null) {
        // As many pages taken out as put in: the same pages rewritten (or outlined).
        const position = removed.indexOf(oldPage);
        const beside = added[position];
        const textless =
          beside !== undefined && (!oldSets[oldPage]?.size || !newSets[beside]?.size);
        const replaced = removed.length === added.length;
        if (beside !== undefined && (textless || replaced) && leftNew.has(beside)) best = beside;
      }
      if (best !== null) leftNew.delete(best);
      pairs.push({ oldPage, newPage: best, manual: false });
    }
    for (const newPage of added)
      if (leftNew.has(newPage)) pairs.push({ oldPage: null, newPage, manual: false });
    removed = [];
    added = [];
  };
  for (const part of parts) {
    if (part.removed) {
      for (let i = 0; i < part.count; i++) removed.push(o++);
    } else if (part.added) {
      for (let i = 0; i < part.count; i++) added.push(n++);
    } else {
      flush();
      for (let i = 0; i < part.count; i++)
        pairs.push({ oldPage: o++, newPage: n++, manual: false });
    }
  }
  flush();
  return sortPairs(pairs);
}

/** By the newer version's page, a removed page just after the page it followed. */
function sortPairs(pairs: PagePair[]): PagePair[] {
  const rank = (pair: PagePair, index: number) => {
    if (pair.newPage !== null) return pair.newPage;
    const before = pairs
      .slice(0, index)
      .reverse()
      .find((p) => p.newPage !== null);
    return (before?.newPage ?? -1) + 0.5;
  };
  return pairs
    .map((pair, index) => ({ pair, key: rank(pair, index), index }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map((entry) => entry.pair);
}

/**
 * The reviewer's pairing over the found one: `overrides` maps a page of the newer version to
 * the older page it is compared with (null: none). Pages the overrides take from another pair
 * are left on their own.
 */
export function applyOverrides(
  pairs: readonly PagePair[],
  overrides: ReadonlyMap<number, number | null>,
): PagePair[] {
  if (!overrides.size) return [...pairs];
  const takenOld = new Set([...overrides.values()].filter((v): v is number => v !== null));
  const out: PagePair[] = [];
  const oldLeft = new Set<number>();
  for (const pair of pairs) {
    if (pair.newPage !== null && overrides.has(pair.newPage)) {
      if (pair.oldPage !== null && !takenOld.has(pair.oldPage)) oldLeft.add(pair.oldPage);
      out.push({
        oldPage: overrides.get(pair.newPage) ?? null,
        newPage: pair.newPage,
        manual: true,
      });
    } else if (pair.oldPage !== null && takenOld.has(pair.oldPage)) {
      if (pair.newPage !== null) out.push({ oldPage: null, newPage: pair.newPage, manual: false });
    } else {
      out.push(pair);
    }
  }
  for (const oldPage of oldLeft) out.push({ oldPage, newPage: null, manual: false });
  return sortPairs(out);
}
