import type { PageTextItem } from './page-text';

/**
 * Find in a page's text, the way a reader expects: case- and accent-insensitive (é finds e,
 * "Zucker" finds "ZUCKER", Hebrew points are ignored), whitespace runs alike, while the
 * letters that are letters of their own in Ukrainian (й, ї, є, ґ) stay themselves.
 */

/** A piece of text folded for search; `starts[i]`/`ends[i]` bound folded char i in the source. */
export interface FoldedText {
  text: string;
  starts: number[];
  ends: number[];
}

/** Letters that are not a base letter plus a mark, so NFD keeps them: folded by hand. */
const SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  đ: 'd',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  '\u2019': "'",
  '\u2018': "'",
  '\u00ad': '',
};

const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;
const CYRILLIC = /^\p{Script=Cyrillic}/u;
const MARKS = /\p{M}/gu;
const SPACE = /^\s+$/u;

function foldCluster(cluster: string): string {
  if (SPACE.test(cluster)) return ' ';
  if (CYRILLIC.test(cluster)) return cluster.normalize('NFC').toLowerCase();
  const lower = cluster.normalize('NFD').replace(MARKS, '').toLowerCase();
  let out = '';
  for (const ch of lower.normalize('NFD').replace(MARKS, '')) out += SPECIAL[ch] ?? ch;
  return out;
}

/** Folds `source`; consecutive whitespace becomes one space. */
export function foldForSearch(source: string): FoldedText {
  const folded: FoldedText = { text: '', starts: [], ends: [] };
  for (const match of source.matchAll(CLUSTER)) {
    const start = match.index;
    const end = start + match[0].length;
    const piece = foldCluster(match[0]);
    for (const ch of piece) {
      if (ch === ' ' && (folded.text.endsWith(' ') || folded.text === '')) continue;
      folded.text += ch;
      folded.starts.push(start);
      folded.ends.push(end);
    }
  }
  return folded;
}

/** The query as the search uses it; '' when there is nothing to look for. */
export function foldQuery(query: string): string {
  return foldForSearch(query).text.trim();
}

/** A rectangle in page units (see PageTextItem). */
export interface TextRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextMatch {
  /** One rectangle per text item the match covers (a match may run across a line break). */
  rects: TextRect[];
  /** The matched text as the page has it. */
  text: string;
}

/** Whether two items follow each other on one line with no gap (one word split in two). */
function joined(a: PageTextItem, b: PageTextItem): boolean {
  if (a.dir !== b.dir || Math.abs(a.y - b.y) > a.height * 0.5) return false;
  const gap = a.dir === 'rtl' ? a.x - (b.x + b.width) : b.x - (a.x + a.width);
  return Math.abs(gap) < a.fontSize * 0.1;
}

/** Where a piece [from, to) of an item's string sits (shares of its width; rtl runs leftwards). */
function pieceRect(item: PageTextItem, from: number, to: number): TextRect {
  const length = Math.max(1, item.str.length);
  const share = (n: number) => (item.width * n) / length;
  const x = item.dir === 'rtl' ? item.x + item.width - share(to) : item.x + share(from);
  return { x, y: item.y, width: share(to - from), height: item.height };
}

/** Every match of `query` on a page, in reading order (at most `limit`). */
export function findInPage(items: readonly PageTextItem[], query: string, limit = 1000) {
  const needle = foldQuery(query);
  const matches: TextMatch[] = [];
  if (!needle) return matches;
  // The page as one string; owner[i] is the item of char i (-1 for a joining space).
  let page = '';
  const owner: number[] = [];
  const offset: number[] = [];
  items.forEach((item, index) => {
    const previous = items[index - 1];
    if (previous && !joined(previous, item) && !page.endsWith(' ')) {
      page += ' ';
      owner.push(-1);
      offset.push(0);
    }
    for (let i = 0; i < item.str.length; i++) {
      owner.push(index);
      offset.push(i);
    }
    page += item.str;
  });
  const folded = foldForSearch(page);
  let from = folded.text.indexOf(needle);
  while (from !== -1 && matches.length < limit) {
    const start = folded.starts[from] ?? 0;
    const end = folded.ends[from + needle.length - 1] ?? start;
    const rects: TextRect[] = [];
    let i = start;
    while (i < end) {
      const itemIndex = owner[i] ?? -1;
      if (itemIndex < 0) {
        i++;
        continue;
      }
      let j = i;
      while (j < end && owner[j] === itemIndex) j++;
      const item = items[itemIndex];
      if (item) rects.push(pieceRect(item, offset[i] ?? 0, (offset[j - 1] ?? 0) + 1));
      i = j;
    }
    matches.push({ rects, text: page.slice(start, end) });
    from = folded.text.indexOf(needle, from + Math.max(1, needle.length));
  }
  return matches;
}

/** Whether a page has any text to search (a scan or outlined text has none). */
export function hasText(items: readonly PageTextItem[]): boolean {
  return items.some((item) => item.str.trim().length > 0);
}
