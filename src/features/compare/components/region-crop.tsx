import { useEffect, useRef } from 'react';
import type { PixelRect } from '../model/regions';

/** Longest side of a crop on screen (CSS pixels). */
const CROP_SIDE = 200;

/** One region of a working image, scaled to fit {@link CROP_SIDE}. */
export function RegionCrop({
  image,
  region,
  label,
}: {
  image: CanvasImageSource;
  region: PixelRect;
  label: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const scale = Math.min(4, CROP_SIDE / Math.max(region.width, region.height));
  const width = Math.max(1, Math.round(region.width * scale));
  const height = Math.max(1, Math.round(region.height * scale));
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const ratio = globalThis.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.imageSmoothingEnabled = scale * ratio < 2;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(
      image,
      region.x,
      region.y,
      region.width,
      region.height,
      0,
      0,
      canvas.width,
      canvas.height,
    );
  }, [image, region, width, height, scale]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      className="rounded border border-slate-400"
      style={{ width, height }}
    />
  );
}
