import { describe, expect, it } from 'vitest';
import { compareText } from './compare';
import type { PageText, TextItem } from './types';

/** A line of text as pdf.js would give it: one item, 6 points a character. */
function line(y: number, str: string, options: Partial<TextItem> = {}): TextItem {
  return {
    str,
    x: 20,
    y,
    width: Array.from(str).length * 6,
    height: 10,
    fontName: 'f1',
    fontSize: 10,
    dir: /[\u0590-\u05ff]/u.test(str) ? 'rtl' : 'ltr',
    ...options,
  };
}

const page = (...items: TextItem[]): PageText => ({ items });

/** The differences as short facts, for exact assertions. */
function facts(oldPages: PageText[], newPages: PageText[]) {
  return compareText(oldPages, newPages).differences.map((d) => ({
    kind: d.kind,
    old: d.oldText,
    new: d.newText,
    ...(d.numeric ? { numeric: true } : {}),
    ...(d.formatting.length ? { formatting: d.formatting } : {}),
  }));
}

describe('compareText', () => {
  it('finds a changed number, a fixed word, an added allergen and a moved line (Latin)', () => {
    const before = page(
      line(10, 'Oat Crunch granola with honey'),
      line(30, 'Ingredents: oats, honey, almonds'),
      line(50, 'Allergens: almonds'),
      line(70, 'Sugars 12 g'),
      line(90, 'Store in a dry place'),
      line(110, 'Best before: see top'),
    );
    const after = page(
      line(10, 'Oat Crunch granola with honey'),
      line(30, 'Ingredients: oats, honey, almonds'),
      line(50, 'Allergens: almonds, milk'),
      line(70, 'Sugars 10 g'),
      line(90, 'Best before: see top'),
      line(110, 'Store in a dry place'),
    );
    expect(facts([before], [after])).toEqual([
      { kind: 'changed', old: '12 g', new: '10 g', numeric: true },
      { kind: 'changed', old: 'Ingredents:', new: 'Ingredients:' },
      { kind: 'changed', old: 'almonds', new: 'almonds, milk' },
      { kind: 'added', old: '', new: 'Best before: see top' },
      { kind: 'removed', old: 'Best before: see top', new: '' },
    ]);
  });

  it('marks a line taken out in one place and put in at another as moved', () => {
    const result = compareText(
      [page(line(10, 'Keep dry'), line(30, 'Sugars 12 g'), line(50, 'Store cool'))],
      [page(line(10, 'Store cool'), line(30, 'Keep dry'), line(50, 'Sugars 12 g'))],
    );
    expect(result.differences.map((d) => [d.kind, d.oldText || d.newText, d.moved])).toEqual([
      ['added', 'Store cool', true],
      ['removed', 'Store cool', true],
    ]);
  });

  it('marks the changed characters of a changed word', () => {
    const result = compareText([page(line(10, 'Ingredents'))], [page(line(10, 'Ingredients'))]);
    expect(result.differences[0]).toMatchObject({ oldMarks: [], newMarks: [[6, 7]] });
  });

  it('compares numbers as numbers with their unit', () => {
    expect(
      facts(
        [page(line(10, 'Fat 12 g'), line(30, 'Salt 0,5 g'), line(50, 'Energy 400 kcal'))],
        [page(line(10, 'Fat 12.0 g'), line(30, 'Salt 0.5g'), line(50, 'Energy 400 kJ'))],
      ),
    ).toEqual([
      { kind: 'changed', old: '400 kcal', new: '400 kJ', numeric: true },
      { kind: 'formatting', old: '12 g', new: '12.0 g', formatting: ['font'] },
      { kind: 'formatting', old: '0,5 g', new: '0.5g', formatting: ['font'] },
    ]);
  });

  it('tells a formatting-only change (another font or size) from a text change', () => {
    const body = ['Keep refrigerated', 'Shake well before use', 'Serve chilled'];
    const before = page(...body.map((text, i) => line(10 + i * 20, text)));
    const after = page(
      line(10, 'Keep refrigerated', { fontName: 'g2' }),
      line(30, 'Shake well before use', { fontName: 'g3' }),
      line(50, 'Serve chilled', { fontName: 'g2', fontSize: 12 }),
    );
    expect(facts([before], [after])).toEqual([
      {
        kind: 'formatting',
        old: 'Shake well before use',
        new: 'Shake well before use',
        formatting: ['font'],
      },
      { kind: 'formatting', old: 'Serve chilled', new: 'Serve chilled', formatting: ['size'] },
    ]);
  });

  it('compares Hebrew, right to left, with numbers and units', () => {
    const before = page(
      line(10, 'רכיבים: שיבולת שועל, דבש'),
      line(30, 'סוכרים 12 גרם'),
      line(50, 'אלרגנים: שקדים'),
    );
    const after = page(
      line(10, 'רכיבים: שיבולת שועל, דבש'),
      line(30, 'סוכרים 10 גרם'),
      line(50, 'אלרגנים: שקדים, חלב'),
    );
    expect(facts([before], [after])).toEqual([
      { kind: 'changed', old: '12 גרם', new: '10 גרם', numeric: true },
      { kind: 'changed', old: 'שקדים', new: 'שקדים, חלב' },
    ]);
  });

  it('places a right-to-left word from the right edge of its line', () => {
    const result = compareText([page(line(10, 'אבג דה'))], [page(line(10, 'אבג וז'))]);
    // "אבג דה": 6 characters, 36 points from x 20; the second word is the leftmost.
    expect(result.differences[0]?.oldBox).toEqual({ x: 20, y: 10, width: 12, height: 10 });
  });

  it('compares Ukrainian Cyrillic and Polish diacritics', () => {
    expect(
      facts(
        [
          page(
            line(10, 'Склад: вівсяні пластівці, мед'),
            line(30, 'Цукри 12 г'),
            line(50, 'Zawiera: orzechy'),
          ),
        ],
        [
          page(
            line(10, 'Склад: вівсяні пластівці, мед, горіхи'),
            line(30, 'Цукри 10 г'),
            line(50, 'Zawiera: orzechy, mleko'),
          ),
        ],
      ),
    ).toEqual([
      { kind: 'changed', old: '12 г', new: '10 г', numeric: true },
      { kind: 'changed', old: 'мед', new: 'мед, горіхи' },
      { kind: 'changed', old: 'orzechy', new: 'orzechy, mleko' },
    ]);
  });

  it('treats composed and decomposed accents as the same text', () => {
    expect(
      facts(
        [page(line(10, 'Zawiera: mleko, jaja, łosoś'))],
        [page(line(10, 'Zawiera: mleko, jaja, ło\u0073o\u0073\u0301'))],
      ),
    ).toEqual([]);
  });

  it('pairs pages by content: an inserted page is one difference, the rest stay paired', () => {
    const a = page(line(10, 'Front panel Oat Crunch granola 500 g'));
    const b = page(line(10, 'Ingredients oats honey almonds sunflower oil'));
    const c = page(line(10, 'Legal text made in Norway by Acme'));
    const inserted = page(line(10, 'New recipe promotion panel'));
    const result = compareText([a, b, c], [a, inserted, b, c]);
    expect(result.pairs).toEqual([
      { oldPage: 0, newPage: 0, manual: false },
      { oldPage: null, newPage: 1, manual: false },
      { oldPage: 1, newPage: 2, manual: false },
      { oldPage: 2, newPage: 3, manual: false },
    ]);
    expect(result.differences).toMatchObject([
      { kind: 'added', wholePage: true, newPage: 1, newText: 'New recipe promotion panel' },
    ]);
  });

  it('keeps an outlined page (no text) beside its counterpart and names it', () => {
    const a = page(line(10, 'Front panel Oat Crunch granola 500 g'));
    const b = page(line(10, 'Ingredients oats honey almonds sunflower oil'));
    const result = compareText([a, b], [a, page()]);
    expect(result.pairs).toEqual([
      { oldPage: 0, newPage: 0, manual: false },
      { oldPage: 1, newPage: 1, manual: false },
    ]);
    expect(result.newWithoutText).toEqual([1]);
    expect(result.differences).toEqual([]);
  });

  it('lets the reviewer pair pages otherwise', () => {
    const a = page(line(10, 'Front panel Oat Crunch granola 500 g'));
    const b = page(line(10, 'Ingredients oats honey almonds sunflower oil'));
    const result = compareText([a, b], [a, b], new Map([[1, 0]]));
    expect(result.pairs).toEqual([
      { oldPage: null, newPage: 0, manual: false },
      { oldPage: 0, newPage: 1, manual: true },
      { oldPage: 1, newPage: null, manual: false },
    ]);
    expect(result.differences.map((d) => [d.kind, d.wholePage])).toEqual([
      ['added', true],
      ['changed', false],
      ['removed', true],
    ]);
  });
});
