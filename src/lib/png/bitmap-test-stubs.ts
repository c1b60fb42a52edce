/** ImageData and createImageBitmap for tests in Node (Vitest), which has neither. */
import { vi } from 'vitest';

/** Stubs both globals: a "bitmap" keeps the height of the image it was made from. */
export function stubBitmapGlobals(): void {
  vi.stubGlobal(
    'ImageData',
    class {
      constructor(
        readonly data: Uint8ClampedArray,
        readonly width: number,
        readonly height: number,
      ) {}
    },
  );
  vi.stubGlobal('createImageBitmap', (image: { height: number }) =>
    Promise.resolve({ height: image.height, close: vi.fn() }),
  );
}
