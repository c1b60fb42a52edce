import { alignPage, countFontPairs, diffWords, fontMapOf, type WordRun } from './align-page';
import { applyOverrides, pairPages } from './pages';
import type { PageText, TextComparison, TextDifference, Word } from './types';
import { pageWords, unionBoxes } from './words';

/** How much of a whole page's text a page-only difference quotes. */
const PAGE_QUOTE_WORDS = 12;

function quote(words: readonly Word[]): string {
  const text = words
    .slice(0, PAGE_QUOTE_WORDS)
    .map((w) => w.text)
    .join(' ');
  return words.length > PAGE_QUOTE_WORDS ? `${text} …` : text;
}

function wholePage(
  side: 'old' | 'new',
  page: number,
  words: readonly Word[],
): Omit<TextDifference, 'id'> {
  const text = quote(words);
  const box = unionBoxes(words.map((w) => w.box));
  const marks = [[0, text.length] as const];
  return {
    kind: side === 'old' ? 'removed' : 'added',
    numeric: false,
    oldPage: side === 'old' ? page : null,
    newPage: side === 'new' ? page : null,
    oldText: side === 'old' ? text : '',
    newText: side === 'new' ? text : '',
    oldMarks: side === 'old' ? marks : [],
    newMarks: side === 'new' ? marks : [],
    oldBox: side === 'old' ? box : null,
    newBox: side === 'new' ? box : null,
    wholePage: true,
    moved: false,
    formatting: [],
  };
}

/** A removed and an added run of the same words on one page are one line moved. */
function markMoves(found: Omit<TextDifference, 'id'>[]): Omit<TextDifference, 'id'>[] {
  const added = new Map<string, Omit<TextDifference, 'id'>>();
  for (const d of found) if (d.kind === 'added') added.set(d.newText, d);
  return found.map((d) => {
    const twin = d.kind === 'removed' ? added.get(d.oldText) : undefined;
    if (!twin || twin.moved) return d;
    twin.moved = true;
    return { ...d, moved: true };
  });
}

/** Reading order on the page: top to bottom, then along the line. */
function position(d: Omit<TextDifference, 'id'>): number {
  const box = d.newBox ?? d.oldBox;
  return box ? Math.round(box.y) * 100_000 + box.x : 0;
}

/**
 * Compares the text of two versions: pages paired by content (with the reviewer's
 * `overrides`, newer page to older page), words aligned page by page, every difference
 * classified. Differences come grouped by page pair in page order, number changes first
 * within a page, then in reading order.
 */
export function compareText(
  oldPages: readonly PageText[],
  newPages: readonly PageText[],
  overrides: ReadonlyMap<number, number | null> = new Map(),
): TextComparison {
  const oldWords = oldPages.map(pageWords);
  const newWords = newPages.map(pageWords);
  const pairs = applyOverrides(pairPages(oldWords, newWords), overrides);
  const runs = new Map<number, WordRun[]>();
  const fontCounts = new Map<string, Map<string, number>>();
  pairs.forEach((pair, index) => {
    if (pair.oldPage === null || pair.newPage === null) return;
    const a = oldWords[pair.oldPage] ?? [];
    const b = newWords[pair.newPage] ?? [];
    if (!a.length || !b.length) return;
    const parts = diffWords(a, b);
    runs.set(index, parts);
    countFontPairs(a, b, parts, fontCounts);
  });
  const fonts = fontMapOf(fontCounts);
  const differences: TextDifference[] = [];
  pairs.forEach((pair, index) => {
    const a = pair.oldPage === null ? [] : (oldWords[pair.oldPage] ?? []);
    const b = pair.newPage === null ? [] : (newWords[pair.newPage] ?? []);
    let found: Omit<TextDifference, 'id'>[] = [];
    const parts = runs.get(index);
    if (parts && pair.oldPage !== null && pair.newPage !== null) {
      found = markMoves(
        alignPage(a, b, parts, { oldPage: pair.oldPage, newPage: pair.newPage }, fonts),
      );
      found.sort((x, y) => Number(y.numeric) - Number(x.numeric) || position(x) - position(y));
    } else if (pair.newPage === null && pair.oldPage !== null && a.length) {
      found = [wholePage('old', pair.oldPage, a)];
    } else if (pair.oldPage === null && pair.newPage !== null && b.length) {
      found = [wholePage('new', pair.newPage, b)];
    }
    found.forEach((d, i) => differences.push({ ...d, id: `${String(index)}-${String(i)}` }));
  });
  return {
    pairs,
    differences,
    oldWithoutText: oldWords.flatMap((words, i) => (words.length ? [] : [i])),
    newWithoutText: newWords.flatMap((words, i) => (words.length ? [] : [i])),
  };
}
