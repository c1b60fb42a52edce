import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json';

describe('asciiJson', () => {
  it('writes only ASCII and parses back to the same value', () => {
    const value = { name: 'Zażółć gęślą jaźń', he: 'שלום', emoji: 'Box 📦', del: '\u007f', n: 3 };
    const text = asciiJson(value);
    expect(/^[ -~]*$/.test(text)).toBe(true);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('leaves ASCII JSON as JSON.stringify writes it', () => {
    const value = { a: 'plain "quoted" text\n', b: [1, null, true] };
    expect(asciiJson(value)).toBe(JSON.stringify(value));
  });
});
