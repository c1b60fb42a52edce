import { describe, expect, it } from 'vitest';
import { findInPage, foldForSearch, foldQuery } from './find-text';
import type { PageTextItem } from './page-text';

const item = (str: string, x: number, y = 0, dir: PageTextItem['dir'] = 'ltr'): PageTextItem => ({
  str,
  x,
  y,
  width: str.length * 10,
  height: 12,
  fontName: 'f',
  fontSize: 12,
  dir,
});

describe('foldQuery', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['STRAßE', 'strasse'],
    ['Łódź', 'lodz'],
    ['  two \u00a0 spaces ', 'two spaces'],
    // Hebrew points (niqqud) are marks: the unpointed word finds the pointed one.
    ['שָׁלוֹם', 'שלום'],
    // Ukrainian й, ї, є are letters of their own, not и, і, е with a mark.
    ['ЙОГУРТ', 'йогурт'],
    ['Їжа', 'їжа'],
    ['й', 'й'],
  ])('%s folds to %s', (query, folded) => {
    expect(foldQuery(query)).toBe(folded.normalize('NFC'));
  });

  it('keeps й and и apart, decomposed or not', () => {
    expect(foldQuery('и\u0306')).toBe('й');
    expect(foldQuery('й')).not.toBe(foldQuery('и'));
  });

  it('maps every folded character back to its source', () => {
    const folded = foldForSearch('Aß é');
    expect(folded.text).toBe('ass e');
    expect(folded.starts).toEqual([0, 1, 1, 2, 3]);
    expect(folded.ends).toEqual([1, 2, 2, 3, 4]);
  });
});

describe('findInPage', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(findInPage([item('gluten', 0)], '  ')).toEqual([]);
  });

  it('finds a word split into two items on one line, with a rectangle for each part', () => {
    const items = [item('glu', 0), item('ten', 30)];
    const [match] = findInPage(items, 'gluten');
    expect(match?.text).toBe('gluten');
    expect(match?.rects).toEqual([
      { x: 0, y: 0, width: 30, height: 12 },
      { x: 30, y: 0, width: 30, height: 12 },
    ]);
  });

  it('separates items on different lines with a space, so words do not run together', () => {
    const items = [item('wheat', 0, 0), item('flour', 0, 20)];
    expect(findInPage(items, 'wheatflour')).toEqual([]);
    expect(findInPage(items, 'wheat flour')).toHaveLength(1);
  });

  it('measures a right-to-left match from the right edge', () => {
    const [match] = findInPage([item('אבגד', 100, 0, 'rtl')], 'אב');
    expect(match?.rects[0]).toEqual({ x: 120, y: 0, width: 20, height: 12 });
  });

  it('stops at the limit', () => {
    expect(findInPage([item('a a a a a', 0)], 'a', 3)).toHaveLength(3);
  });
});
