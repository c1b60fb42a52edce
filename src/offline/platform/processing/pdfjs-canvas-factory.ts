/** A scratch canvas pdf.js may resize and drop. */
interface ScratchCanvas {
  width: number;
  height: number;
}

/** One scratch canvas as pdf.js holds it; both fields are null once destroyed. */
interface CanvasEntry<C extends ScratchCanvas, X> {
  canvas: C | null;
  context: X | null;
}

/**
 * pdf.js's CanvasFactory protocol (create, reset, destroy) over one environment's
 * canvases; `make` builds a canvas of a valid size. pdf.js constructs the class itself.
 */
export function canvasFactoryOf<C extends ScratchCanvas, X>(
  make: (width: number, height: number) => CanvasEntry<C, X>,
) {
  return class ScratchCanvasFactory {
    create(width: number, height: number): CanvasEntry<C, X> {
      if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
      return make(width, height);
    }

    reset(entry: CanvasEntry<C, X>, width: number, height: number): void {
      if (!entry.canvas) throw new Error('Canvas is not specified');
      if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
      entry.canvas.width = width;
      entry.canvas.height = height;
    }

    destroy(entry: CanvasEntry<C, X>): void {
      if (!entry.canvas) throw new Error('Canvas is not specified');
      entry.canvas.width = 1;
      entry.canvas.height = 1;
      entry.canvas = null;
      entry.context = null;
    }
  };
}
