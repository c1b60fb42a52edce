import { diffArrays, diffChars } from 'diff';
import type { DifferenceKind, Marks, TextBox, TextDifference, Word } from './types';
import { unionBoxes } from './words';

/** Sizes closer than this (points) are the same size: PDF writers round differently. */
const SIZE_TOLERANCE = 0.25;

/** Maps a font id of the older file to the id the newer file uses for the same font. */
export type FontMap = ReadonlyMap<string, string>;

type Draft = Omit<TextDifference, 'id'>;

/** A run of the word alignment: `count` words only in the old, only in the new, or in both. */
export interface WordRun {
  count: number;
  removed: boolean;
  added: boolean;
}

/** Aligns two pages' words by their keys (Myers' diff, from the `diff` package). */
export function diffWords(oldWords: readonly Word[], newWords: readonly Word[]): WordRun[] {
  return diffArrays(
    oldWords.map((w) => w.key),
    newWords.map((w) => w.key),
  ).map((part) => ({ count: part.count, removed: part.removed, added: part.added }));
}

/** Counts, for each font of the older file, which font of the newer one its aligned words use. */
export function countFontPairs(
  oldWords: readonly Word[],
  newWords: readonly Word[],
  parts: readonly WordRun[],
  counts: Map<string, Map<string, number>>,
): void {
  let o = 0;
  let n = 0;
  for (const part of parts) {
    if (part.removed) o += part.count;
    else if (part.added) n += part.count;
    else
      for (let i = 0; i < part.count; i++, o++, n++) {
        const a = oldWords[o] as Word;
        const b = newWords[n] as Word;
        const row = counts.get(a.font) ?? new Map<string, number>();
        row.set(b.font, (row.get(b.font) ?? 0) + 1);
        counts.set(a.font, row);
      }
  }
}

/** Each old font to the new font most of its aligned words use. */
export function fontMapOf(counts: Map<string, Map<string, number>>): FontMap {
  const map = new Map<string, string>();
  for (const [font, row] of counts) {
    let best = '';
    let most = 0;
    for (const [other, count] of row) if (count > most) [best, most] = [other, count];
    map.set(font, best);
  }
  return map;
}

function joined(words: readonly Word[]): string {
  return words.map((w) => w.text).join(' ');
}

/** The changed characters of both texts, from a character diff. */
export function changedMarks(oldText: string, newText: string): { old: Marks; new: Marks } {
  const old: [number, number][] = [];
  const added: [number, number][] = [];
  let o = 0;
  let n = 0;
  for (const part of diffChars(oldText, newText)) {
    const length = part.value.length;
    if (part.removed) {
      old.push([o, o + length]);
      o += length;
    } else if (part.added) {
      added.push([n, n + length]);
      n += length;
    } else {
      o += length;
      n += length;
    }
  }
  return { old, new: added };
}

function box(words: readonly Word[]): TextBox | null {
  return unionBoxes(words.map((w) => w.box));
}

function draft(
  kind: DifferenceKind,
  oldWords: readonly Word[],
  newWords: readonly Word[],
  pages: { oldPage: number; newPage: number },
  anchors: { old: TextBox | null; new: TextBox | null },
  formatting: Draft['formatting'] = [],
): Draft {
  const oldText = joined(oldWords);
  const newText = joined(newWords);
  const marks =
    kind === 'changed'
      ? changedMarks(oldText, newText)
      : kind === 'formatting'
        ? { old: [], new: [] }
        : {
            old: oldText ? [[0, oldText.length] as const] : [],
            new: newText ? [[0, newText.length] as const] : [],
          };
  const numeric =
    kind === 'changed' &&
    oldWords.some((w) => w.number) &&
    newWords.some((w) => w.number) &&
    oldWords.length === newWords.length &&
    oldWords.every((w, i) => (w.number !== null) === (newWords[i]?.number !== null));
  return {
    kind,
    numeric,
    ...pages,
    oldText,
    newText,
    oldMarks: marks.old,
    newMarks: marks.new,
    oldBox: box(oldWords) ?? anchors.old,
    newBox: box(newWords) ?? anchors.new,
    wholePage: false,
    moved: false,
    formatting,
  };
}

function sameLine(a: Word, b: Word): boolean {
  return Math.abs(a.box.y - b.box.y) < Math.max(a.box.height, b.box.height) / 2;
}

function sameSet(set: ReadonlySet<string>, list: readonly string[]): boolean {
  return set.size === list.length && list.every((item) => set.has(item));
}

/** Words split where a new line starts. */
function lines(words: readonly Word[]): Word[][] {
  const out: Word[][] = [];
  for (const word of words) {
    const current = out[out.length - 1];
    const last = current?.[current.length - 1];
    if (current && last && sameLine(last, word)) current.push(word);
    else out.push([word]);
  }
  return out;
}

function formattingOf(a: Word, b: Word, fonts: FontMap): Draft['formatting'] {
  const changes: ('font' | 'size')[] = [];
  const mapped = fonts.get(a.font);
  if (mapped !== undefined && mapped !== b.font) changes.push('font');
  if (Math.abs(a.size - b.size) > SIZE_TOLERANCE) changes.push('size');
  // The same number written another way ("12 g" to "12.0 g") is formatting too.
  if (!changes.length && a.text !== b.text) changes.push('font');
  return changes;
}

/**
 * The differences between two pages' words: runs only in one version are "removed" or
 * "added", a removed run next to an added one is "changed", and aligned words in another
 * font or size (or a number written another way) are "formatting", consecutive ones merged.
 */
export function alignPage(
  oldWords: readonly Word[],
  newWords: readonly Word[],
  parts: readonly WordRun[],
  pages: { oldPage: number; newPage: number },
  fonts: FontMap,
): Draft[] {
  const out: Draft[] = [];
  let o = 0;
  let n = 0;
  let removed: Word[] = [];
  let added: Word[] = [];
  let styled: { old: Word[]; new: Word[]; what: Set<'font' | 'size'> } | null = null;
  const anchors = () => ({
    old: oldWords[o - 1]?.box ?? oldWords[o]?.box ?? null,
    new: newWords[n - 1]?.box ?? newWords[n]?.box ?? null,
  });
  const flushChange = () => {
    if (!removed.length && !added.length) return;
    // Line by line: an edit on one line and a line moved below it are two differences.
    const oldLines = lines(removed);
    const newLines = lines(added);
    for (let i = 0; i < Math.max(oldLines.length, newLines.length); i++) {
      const a = oldLines[i] ?? [];
      const b = newLines[i] ?? [];
      const kind: DifferenceKind =
        a.length && b.length ? 'changed' : a.length ? 'removed' : 'added';
      out.push(draft(kind, a, b, pages, anchors()));
    }
    removed = [];
    added = [];
  };
  const flushStyled = () => {
    if (!styled) return;
    out.push(
      draft('formatting', styled.old, styled.new, pages, anchors(), [...styled.what].sort()),
    );
    styled = null;
  };
  for (const part of parts) {
    const count = part.count;
    if (part.removed) {
      flushStyled();
      removed.push(...oldWords.slice(o, o + count));
      o += count;
      continue;
    }
    if (part.added) {
      flushStyled();
      added.push(...newWords.slice(n, n + count));
      n += count;
      continue;
    }
    flushChange();
    for (let i = 0; i < count; i++) {
      const a = oldWords[o] as Word;
      const b = newWords[n] as Word;
      const what = formattingOf(a, b, fonts);
      const last = styled?.new[styled.new.length - 1];
      if (styled && (!what.length || !last || !sameLine(last, b) || !sameSet(styled.what, what)))
        flushStyled();
      if (what.length) {
        styled ??= { old: [], new: [], what: new Set() };
        styled.old.push(a);
        styled.new.push(b);
        for (const w of what) styled.what.add(w);
      }
      o++;
      n++;
    }
    flushStyled();
  }
  flushChange();
  return out;
}
