import { describe, expect, it } from 'vitest';
import { parsePpm } from './poppler';

const ppm = (header: string, samples: number[]) =>
  new Uint8Array([...new TextEncoder().encode(header), ...samples]);

describe('parsePpm', () => {
  it('reads pdftoppm’s binary PPM as opaque RGBA, header comments included', () => {
    const image = parsePpm(ppm('P6\n# pdftoppm\n2 1\n255\n', [255, 0, 0, 10, 20, 30]));
    expect(image.width).toBe(2);
    expect(image.height).toBe(1);
    expect([...image.data]).toEqual([255, 0, 0, 255, 10, 20, 30, 255]);
  });

  it('refuses what is not an 8-bit binary PPM or is cut short', () => {
    expect(() => parsePpm(ppm('P3\n1 1\n255\n', [0, 0, 0]))).toThrow(/binary PPM/);
    expect(() => parsePpm(ppm('P6\n1 1\n65535\n', [0, 0, 0]))).toThrow(/binary PPM/);
    expect(() => parsePpm(ppm('P6\n2 2\n255\n', [0, 0, 0]))).toThrow(/shorter/);
  });
});
