import { describe, expect, it } from 'vitest';
import type { PdfLayer } from '@/lib/pdf';
import { chooseLayer, matchLayers, overridesFor, rowShown } from './layer-rows';

const layer = (id: string, name: string, visibleByDefault = true): PdfLayer => ({
  id,
  name,
  visibleByDefault,
});

/** The carton of the fixtures (ids as pdf.js gives them: they differ between files). */
const v1 = [
  layer('10R', 'Dieline'),
  layer('11R', 'Varnish'),
  layer('12R', 'White ink'),
  layer('13R', 'Text DE'),
  layer('14R', 'Text PL', false),
];
const v2 = [
  layer('20R', 'Dieline'),
  layer('22R', 'White ink'),
  layer('23R', 'Text DE'),
  layer('25R', 'Text FR', false),
  layer('24R', 'Text PL'),
];

describe('matchLayers', () => {
  it('matches by name in the older order; one-version layers stand where the file has them', () => {
    const rows = matchLayers(v1, v2);
    expect(rows.map((r) => [r.name, r.before?.id ?? null, r.after?.id ?? null])).toEqual([
      ['Dieline', '10R', '20R'],
      ['Varnish', '11R', null],
      ['White ink', '12R', '22R'],
      ['Text DE', '13R', '23R'],
      ['Text FR', null, '25R'],
      ['Text PL', '14R', '24R'],
    ]);
  });

  it('matches namesakes in their order and lists a file without layers as none', () => {
    const rows = matchLayers([layer('1', 'Text'), layer('2', 'Text')], [layer('9', 'Text')]);
    expect(rows.map((r) => [r.key, r.before?.id, r.after?.id ?? null])).toEqual([
      ['Text', '1', '9'],
      ['Text#2', '2', null],
    ]);
    expect(matchLayers([], [])).toEqual([]);
    expect(matchLayers([], v2)).toHaveLength(5);
  });
});

describe('choices', () => {
  const rows = matchLayers(v1, v2);
  const row = (name: string) => {
    const found = rows.find((r) => r.name === name);
    if (!found) throw new Error(`no row ${name}`);
    return found;
  };

  it('shows the files’ own state, mixed where the versions differ, until the reviewer chooses', () => {
    expect(rowShown(row('Dieline'), {})).toBe(true);
    expect(rowShown(row('Text FR'), {})).toBe(false);
    expect(rowShown(row('Text PL'), {})).toBe('mixed');
    expect(rowShown(row('Text PL'), { 'Text PL': true })).toBe(true);
  });

  it('turns one choice into each version’s own overrides, leaving out what is already so', () => {
    const choices = { 'White ink': false, 'Text PL': true, Varnish: false, 'Text FR': true };
    expect(overridesFor(rows, choices, 'before')).toEqual({
      '12R': false,
      '14R': true,
      '11R': false,
    });
    // Text PL is on in version 2 already: no override there.
    expect(overridesFor(rows, choices, 'after')).toEqual({ '22R': false, '25R': true });
    expect(overridesFor(rows, {}, 'after')).toEqual({});
  });

  it('keeps only choices that differ from the files: switched back, the view is the files’ again', () => {
    const hidden = chooseLayer({}, row('White ink'), false);
    expect(hidden).toEqual({ 'White ink': false });
    expect(chooseLayer(hidden, row('White ink'), true)).toEqual({});
    // Where the versions differ, either choice is a change for one of them.
    expect(chooseLayer({}, row('Text PL'), true)).toEqual({ 'Text PL': true });
    expect(chooseLayer({}, row('Text PL'), false)).toEqual({ 'Text PL': false });
  });
});
