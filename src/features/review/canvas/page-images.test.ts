import { describe, expect, it } from 'vitest';
import { overviewSize } from '../model/bitmap-plan';
import { decodePlan, pageBitmapUrl } from './page-images';

const planFor = (width: number, height: number, needed = 1920) => {
  const size = { width, height };
  return decodePlan(size, overviewSize(size, needed));
};

describe('decoding plan', () => {
  it('keeps pages that fit the overview as they are', () => {
    expect(planFor(1600, 1200)).toBe('whole');
  });

  it('resizes once when the page is at most twice the overview', () => {
    expect(planFor(3000, 2000)).toBe('resize');
  });

  it('shows a big page from a plain decode first, a huge one from a quick resize', () => {
    expect(planFor(10_000, 10_000)).toBe('full-first');
    expect(planFor(20_000, 20_000)).toBe('quick-first');
  });
});

describe('page URLs', () => {
  it('replace the page number of fullSizeBitmapUrl', () => {
    expect(pageBitmapUrl('https://files.example/a1b2/0', 3)).toBe('https://files.example/a1b2/3');
  });
});
