import { describe, expect, it } from 'vitest';
import { appPathOf, classifyLink, httpUrl } from './index';

describe('httpUrl', () => {
  it('accepts absolute http and https URLs only', () => {
    expect(httpUrl('https://example.com/a')?.href).toBe('https://example.com/a');
    expect(httpUrl('http://example.com')?.hostname).toBe('example.com');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.test/a',
      '/relative',
      'mailto:a@b.c',
      '',
      null,
      undefined,
    ]) {
      expect(httpUrl(bad)).toBeNull();
    }
  });
});

describe('appPathOf and classifyLink', () => {
  const origin = 'http://127.0.0.1:4185';

  it('turns links on the app origin into in-app paths', () => {
    expect(appPathOf(`${origin}/external/tok%20en?x=1#y`, origin)).toBe('/external/tok%20en?x=1#y');
    expect(classifyLink(`${origin}/review/a1`, origin)).toEqual({
      kind: 'app',
      path: '/review/a1',
    });
  });

  it('keeps other http(s) links external and shows anything else as text', () => {
    expect(appPathOf('https://elsewhere.test/external/t', origin)).toBeNull();
    expect(classifyLink('https://elsewhere.test/a', origin)).toEqual({
      kind: 'external',
      href: 'https://elsewhere.test/a',
    });
    expect(classifyLink('javascript:alert(1)', origin)).toEqual({
      kind: 'text',
      text: 'javascript:alert(1)',
    });
  });
});
