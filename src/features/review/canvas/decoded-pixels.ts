import { createPixelCounter } from '@/lib/png/pixel-counter';

export { MAX_DECODED_PIXELS } from '@/lib/png/pixel-counter';

/**
 * Decoded page pixels alive in the review tool's page (overviews, regions and the worker's
 * buffers that become them), so the bench and tests can check the 32-megapixel rule. Pages
 * decoded by the browser whole (the small-page path) count their full size.
 */
export const decodedPixels = createPixelCounter();
