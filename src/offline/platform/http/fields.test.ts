import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldReader, normalizeIsoDate } from './fields';

describe('field reading', () => {
  it('matches names case-insensitively and reports them as sent', () => {
    const reader = new FieldReader({ PROJECTNAME: 5, tags: ['a', 3] }, 'body');
    expect(reader.string('projectName')).toBeUndefined();
    expect(reader.stringArray('tags')).toBeUndefined();
    expect(Object.keys(reader.errors).sort()).toEqual(['PROJECTNAME', 'tags']);
  });

  it('parses query booleans and integers from text', () => {
    const reader = new FieldReader(
      { IsLoadTasks: 'TRUE', isloadassets: 'false', Count: '12', Bad: 'maybe' },
      'query',
    );
    expect(reader.boolean('IsLoadTasks')).toBe(true);
    expect(reader.boolean('IsLoadAssets')).toBe(false);
    expect(reader.integer('count')).toBe(12);
    expect(reader.boolean('bad')).toBeUndefined();
    expect(Object.keys(reader.errors)).toEqual(['Bad']);
  });

  it('accepts ISO dates and date-times, converting date-times to UTC', () => {
    expect(normalizeIsoDate('2025-02-28')).toBe('2025-02-28');
    expect(normalizeIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(normalizeIsoDate('2025-02-29')).toBeUndefined();
    expect(normalizeIsoDate('2025-06-01T12:30')).toBe('2025-06-01T12:30:00.000Z');
    expect(normalizeIsoDate('2025-06-01T12:30:00-03:00')).toBe('2025-06-01T15:30:00.000Z');
    for (const bad of ['06/01/2025', '2025-6-1', '2025-06-01T25:00Z', 'tomorrow', ''])
      expect(normalizeIsoDate(bad), bad).toBeUndefined();
  });

  it('round-trips every UTC instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const iso = date.toISOString();
          expect(normalizeIsoDate(iso)).toBe(iso);
        },
      ),
    );
  });
});
