import type { PageImages } from '../canvas/page-images';
import type { SampleSize } from '../inspect/inspect-store';

/** The mean sRGB of the `size` x `size` page pixels centred on (x, y), from the page's own pixels. */
export async function sampleRgb(
  images: PageImages,
  x: number,
  y: number,
  size: SampleSize,
  signal: AbortSignal,
): Promise<[number, number, number] | null> {
  const half = (size - 1) / 2;
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  if (cx < 0 || cy < 0 || cx >= images.size.width || cy >= images.size.height) return null;
  const x0 = Math.max(0, cx - half);
  const y0 = Math.max(0, cy - half);
  const width = Math.min(images.size.width, cx + half + 1) - x0;
  const height = Math.min(images.size.height, cy + half + 1) - y0;
  const region = await images.decodeRegion(
    { source: { x: x0, y: y0, width, height }, width, height },
    signal,
  );
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(region.image, 0, 0, width, height, 0, 0, width, height);
    const data = context.getImageData(0, 0, width, height).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < width * height; i++)
      for (let k = 0; k < 3; k++) sum[k] = (sum[k] ?? 0) + (data[i * 4 + k] ?? 0);
    const n = width * height;
    return [(sum[0] ?? 0) / n, (sum[1] ?? 0) / n, (sum[2] ?? 0) / n];
  } finally {
    region.close();
  }
}
