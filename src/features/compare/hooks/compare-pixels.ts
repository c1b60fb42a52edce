import { createPixelCounter } from '@/lib/png/pixel-counter';

/**
 * Decoded pixels alive in the compare view (working images, sharp regions and the buffers
 * that become them), so tests can check the 32-megapixel rule.
 */
export const comparePixels = createPixelCounter();
