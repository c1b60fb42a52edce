/** An RGBA bitmap: 4 bytes a pixel, rows top to bottom. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

const WINDOW = 8;
const STEP = 8;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/** Mean SSIM of one channel over 8 x 8 windows side by side (transparent pixels count as white). */
function channelSsim(a: Rgba, b: Rgba, channel: number): number {
  const value = (img: Rgba, i: number) => {
    const alpha = (img.data[i + 3] ?? 255) / 255;
    return (img.data[i + channel] ?? 0) * alpha + 255 * (1 - alpha);
  };
  let total = 0;
  let windows = 0;
  const lastY = Math.max(0, a.height - WINDOW);
  const lastX = Math.max(0, a.width - WINDOW);
  for (let y = 0; y <= lastY; y += STEP) {
    for (let x = 0; x <= lastX; x += STEP) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      let n = 0;
      for (let dy = 0; dy < WINDOW && y + dy < a.height; dy++) {
        for (let dx = 0; dx < WINDOW && x + dx < a.width; dx++) {
          const i = ((y + dy) * a.width + x + dx) * 4;
          const va = value(a, i);
          const vb = value(b, i);
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
          n++;
        }
      }
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      windows++;
    }
  }
  return windows ? total / windows : 1;
}

/**
 * Structural similarity (SSIM, Wang et al. 2004) of two bitmaps of the same size: the lowest
 * of the red, green and blue channels' mean SSIM, so a wrong hue cannot hide behind a right
 * lightness. 1 = identical; photographs that look the same to people score above about 0.95.
 */
export function ssim(a: Rgba, b: Rgba): number {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`Sizes differ: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  return Math.min(channelSsim(a, b, 0), channelSsim(a, b, 1), channelSsim(a, b, 2));
}
