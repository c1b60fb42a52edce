import { useEffect, useRef } from 'react';
import type { Size } from '../model/geometry';
import type { Viewport } from '../model/viewport';

interface Props {
  /** RGBA of the reduced raster, `raster` in size; laid over the whole page. */
  pixels: Uint8ClampedArray;
  raster: Size;
  page: Size;
  viewport: Viewport;
  label: string;
}

/** A reduced raster (plates or coverage) drawn over the page, following the viewport. */
export function PlateCanvas({ pixels, raster, page, viewport, label }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    canvas.width = raster.width;
    canvas.height = raster.height;
    context.putImageData(
      new ImageData(new Uint8ClampedArray(pixels), raster.width, raster.height),
      0,
      0,
    );
  }, [pixels, raster.width, raster.height]);
  const cellOnScreen = (page.width / raster.width) * viewport.scale;
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={label}
      className="pointer-events-none absolute origin-top-left"
      style={{
        left: viewport.x,
        top: viewport.y,
        width: page.width * viewport.scale,
        height: page.height * viewport.scale,
        imageRendering: cellOnScreen > 2 ? 'pixelated' : 'auto',
      }}
    />
  );
}
