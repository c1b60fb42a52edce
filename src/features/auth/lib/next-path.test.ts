import { describe, expect, it } from 'vitest';
import { loginHref, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/projects/p1?tab=assets#top', '/projects/p1?tab=assets#top'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.test/phish', '/'],
    ['//evil.test/phish', '/'],
    ['/\\evil.test', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.test', '/'],
    ['projects/p1', '/'],
    ['/login?next=/x', '/'],
  ])('%s -> %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });
});

describe('loginHref', () => {
  it('remembers in-app places only', () => {
    expect(loginHref('/library?folder=f1')).toBe('/login?next=%2Flibrary%3Ffolder%3Df1');
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('https://evil.test')).toBe('/login');
  });
});
