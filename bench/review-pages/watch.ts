/**
 * Records the largest canvas and decoded bitmap made while a benchmark runs, to check the
 * viewer's rule: never a canvas over 16 megapixels.
 */
let maxCanvas = 0;
let maxBitmap = 0;

function watchDimension(name: 'width' | 'height'): void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, name);
  // The native accessors are called with the canvas as `this` below (Reflect.apply).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const getter = descriptor?.get;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setter = descriptor?.set;
  if (!getter || !setter) return;
  Object.defineProperty(HTMLCanvasElement.prototype, name, {
    configurable: true,
    get(this: HTMLCanvasElement): number {
      return Reflect.apply(getter, this, []) as number;
    },
    set(this: HTMLCanvasElement, value: number) {
      Reflect.apply(setter, this, [value]);
      maxCanvas = Math.max(maxCanvas, this.width * this.height);
    },
  });
}

export const canvasWatch = {
  install(): void {
    watchDimension('width');
    watchDimension('height');
    const original = window.createImageBitmap.bind(window);
    const wrapped = async (...args: Parameters<typeof createImageBitmap>) => {
      const bitmap = await original(...args);
      maxBitmap = Math.max(maxBitmap, bitmap.width * bitmap.height);
      return bitmap;
    };
    window.createImageBitmap = wrapped as typeof createImageBitmap;
  },
  reset(): void {
    maxCanvas = 0;
    maxBitmap = 0;
  },
  max: () => maxCanvas,
  maxBitmap: () => maxBitmap,
};
