import { describe, expect, it } from 'vitest';
import { compareText } from './compare';
import { checkTextRequests } from './requests';
import type { TextItem } from './types';

function line(y: number, str: string): TextItem {
  return {
    str,
    x: 20,
    y,
    width: str.length * 6,
    height: 10,
    fontName: 'f',
    fontSize: 10,
    dir: 'ltr',
  };
}

describe('checkTextRequests', () => {
  const before = {
    items: [line(10, 'Sugars 12 g'), line(40, 'Allergens: oats'), line(70, 'Made in Norway')],
  };
  const after = {
    items: [line(10, 'Sugars 10 g'), line(40, 'Allergens: oats'), line(70, 'Made in Sweden')],
  };
  const comparison = compareText([before], [after]);

  it('gives each request the differences in or next to its region and lists the rest apart', () => {
    const check = checkTextRequests(comparison, [
      { id: 'sugar', page: 0, box: { x: 50, y: 5, width: 40, height: 15 } },
      { id: 'allergen', page: 0, box: { x: 20, y: 38, width: 90, height: 14 } },
    ]);
    expect(
      check.answers.map((a) => [
        a.request.id,
        a.differences.map((d) => `${d.oldText} → ${d.newText}`),
      ]),
    ).toEqual([
      ['sugar', ['12 g → 10 g']],
      ['allergen', []],
    ]);
    expect(check.unasked.map((d) => `${d.oldText} → ${d.newText}`)).toEqual(['Norway → Sweden']);
  });

  it('does not count a request on another page', () => {
    const check = checkTextRequests(comparison, [
      { id: 'elsewhere', page: 1, box: { x: 0, y: 0, width: 500, height: 500 } },
    ]);
    expect(check.answers[0]?.differences).toEqual([]);
    expect(check.unasked).toHaveLength(2);
  });
});
