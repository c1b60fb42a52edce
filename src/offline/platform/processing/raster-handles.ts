import type { DrawingContext, RasterImage, RasterSurface } from './types';

/** A canvas of one environment: its size can change, and shrinking it frees its pixels. */
interface NativeCanvas {
  width: number;
  height: number;
}

/** A 2D context of one environment: the shared API plus drawing that environment's images. */
type NativeContext<N> = DrawingContext & {
  drawImage(image: N, dx: number, dy: number, dw: number, dh: number): void;
};

/** How one environment encodes a surface's canvas. */
type SurfaceEncoders = Pick<RasterSurface, 'encodePng' | 'encodeJpeg'>;

/** What an environment makes for a new surface. */
interface NativeSurface<C, X> {
  canvas: C;
  context: X;
  encoders: SurfaceEncoders;
}

/**
 * The handles one raster gives out and the native objects behind them: `N` decoded
 * images or canvases, `C` canvases, `X` their contexts. Each raster has its own, so a
 * handle of another raster is refused instead of reaching the wrong native library.
 */
interface RasterHandles<N, C extends N, X> {
  /** The native context of a surface of this raster; pdf.js renders into it. */
  contextOf: (surface: RasterSurface) => X;
  /** Hands out a decoded image; `free` runs when it is released. */
  image(native: N, width: number, height: number, free?: () => void): RasterImage;
  /** Checks the size, lets the environment make the canvas and hands out the surface. */
  surface(width: number, height: number, make: () => NativeSurface<C, X>): RasterSurface;
}

export function createRasterHandles<
  N extends object,
  C extends N & NativeCanvas,
  X extends NativeContext<N>,
>(): RasterHandles<N, C, X> {
  const natives = new WeakMap<RasterImage | RasterSurface, N>();
  const contexts = new WeakMap<RasterSurface, X>();

  function nativeOf(handle: RasterImage | RasterSurface): N {
    const native = natives.get(handle);
    if (!native) throw new Error('This image or surface belongs to another raster.');
    return native;
  }

  return {
    contextOf(surface) {
      const context = contexts.get(surface);
      if (!context) throw new Error('This surface belongs to another raster.');
      return context;
    },
    image(native, width, height, free) {
      const handle: RasterImage = {
        width,
        height,
        release: () => {
          free?.();
          natives.delete(handle);
        },
      };
      natives.set(handle, native);
      return handle;
    },
    surface(width, height, make) {
      if (!(width > 0 && height > 0)) throw new Error(`Invalid surface size ${width} x ${height}.`);
      const { canvas, context, encoders } = make();
      const surface: RasterSurface = {
        width,
        height,
        context,
        drawImage: (source, dx, dy, dw, dh) => context.drawImage(nativeOf(source), dx, dy, dw, dh),
        encodePng: encoders.encodePng,
        encodeJpeg: encoders.encodeJpeg,
        release: () => {
          // Shrinking frees the pixel memory now instead of at the next garbage collection.
          canvas.width = 1;
          canvas.height = 1;
        },
      };
      natives.set(surface, canvas);
      contexts.set(surface, context);
      return surface;
    },
  };
}
