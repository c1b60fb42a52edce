import type { PageText, TextBox, TextItem, Word } from './types';

/**
 * Units a number on a label is read with, lower case, in the scripts the app serves. A number
 * followed by one of these is one word ("12 g"), so "12 g" and "12g" are the same word.
 */
const UNITS = new Set([
  'g',
  'mg',
  'µg',
  'μg',
  'mcg',
  'kg',
  'ml',
  'cl',
  'dl',
  'l',
  'kcal',
  'kj',
  '%',
  'oz',
  'lb',
  'г',
  'мг',
  'мкг',
  'кг',
  'мл',
  'л',
  'ккал',
  'кдж',
  'גרם',
  'ג׳',
  "ג'",
  'מ"ג',
  'מ״ג',
  'ק"ג',
  'ק״ג',
  'מ"ל',
  'מ״ל',
  'ליטר',
  'קלוריות',
  'ק"ק',
  'קק"ל',
  'קק״ל',
]);

const NUMBER = /^([<>≤≥~]?)([-+−]?\d+(?:[.,]\d+)?)(\p{L}+|%)?([.,;:)]?)$/u;
const UNIT_WORD = /^(\p{L}[\p{L}"'״׳]*|%)([.,;:)]?)$/u;

function parseValue(digits: string): number {
  return Number(digits.replace('−', '-').replace(',', '.'));
}

/** "12", "12,5", "12g", "<0.5" as a number with its unit; null when the word is not one. */
function numberOf(text: string): { value: number; unit: string; rest: string } | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const unit = (match[3] ?? '').toLowerCase();
  if (unit && !UNITS.has(unit)) return null;
  return {
    value: parseValue(match[2] ?? ''),
    unit: `${match[1] ?? ''}${unit}`,
    rest: match[4] ?? '',
  };
}

function union(a: TextBox, b: TextBox): TextBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

export function unionBoxes(boxes: readonly TextBox[]): TextBox | null {
  return boxes.reduce<TextBox | null>((sum, box) => (sum ? union(sum, box) : box), null);
}

/** The box of characters [start, end) of an item, spaced evenly (pdf.js gives no glyph boxes). */
function slice(item: TextItem, start: number, end: number, length: number): TextBox {
  const unit = item.width / Math.max(1, length);
  // A right-to-left run reads from its right edge.
  const x = item.dir === 'rtl' ? item.x + item.width - end * unit : item.x + start * unit;
  return { x, y: item.y, width: (end - start) * unit, height: item.height };
}

function plainWord(item: TextItem, text: string, box: TextBox): Word {
  const normal = text.normalize('NFC');
  return {
    text: normal,
    key: normal,
    number: null,
    box,
    font: item.fontName,
    size: item.fontSize,
    rtl: item.dir === 'rtl',
  };
}

/** Runs this close (share of the font size) are one stretch of text: no space between them. */
const TOUCHING = 0.12;

function touching(a: TextItem, b: TextItem): boolean {
  const sameLine = Math.abs(a.y - b.y) < Math.max(a.height, b.height) / 2;
  const gap = Math.max(a.x, b.x) - Math.min(a.x + a.width, b.x + b.width);
  return sameLine && gap < TOUCHING * Math.max(a.fontSize, b.fontSize);
}

const WORD = /\S+/gu;

/**
 * The words of a page in reading order. Runs are split at white space and joined where they
 * touch (a comma drawn in another font than its word); a number and the unit after it become
 * one word whose key is its value and unit, so a number compares as a number ("12.0 g" is
 * "12 g", "12 g" is not "10 g").
 */
export function pageWords(page: PageText): Word[] {
  const words: Word[] = [];
  let previous: TextItem | null = null;
  let endsInSpace = true;
  for (const item of page.items) {
    const str = item.str;
    const joins =
      previous !== null && !endsInSpace && !/^\s/u.test(str) && touching(previous, item);
    WORD.lastIndex = 0;
    for (let match = WORD.exec(str); match; match = WORD.exec(str)) {
      const box = slice(item, match.index, match.index + match[0].length, str.length);
      const last = words[words.length - 1];
      if (joins && match.index === 0 && last) {
        const text = (last.text + match[0]).normalize('NFC');
        words[words.length - 1] = { ...last, text, key: text, box: union(last.box, box) };
      } else {
        words.push(plainWord(item, match[0], box));
      }
    }
    endsInSpace = /\s$/u.test(str);
    previous = item;
  }
  const merged: Word[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as Word;
    const parsed = numberOf(word.text);
    if (!parsed) {
      merged.push(word);
      continue;
    }
    let { unit, rest } = parsed;
    let text = word.text;
    let box = word.box;
    const next = words[i + 1];
    const unitMatch = !parsed.unit && !rest && next ? UNIT_WORD.exec(next.text) : null;
    if (next && unitMatch && UNITS.has((unitMatch[1] ?? '').toLowerCase())) {
      unit = (unitMatch[1] ?? '').toLowerCase();
      rest = unitMatch[2] ?? '';
      text = `${word.text} ${next.text}`;
      box = union(word.box, next.box);
      i++;
    }
    merged.push({
      ...word,
      text,
      box,
      key: `#${String(parsed.value)}|${unit}|${rest}`,
      number: { value: parsed.value, unit },
    });
  }
  return merged;
}
