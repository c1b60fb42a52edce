import { MAX_DECODED_PIXELS } from '@/lib/png/pixel-counter';

/** The least a scan holds (a strip of 8 MP): below it, strips and their overlap multiply. */
export const MIN_SCAN_PIXELS = 8_000_000;

/**
 * Decoded pixels the barcode scan may hold: what the review's 32-megapixel rule leaves beside
 * the pixels the review holds when the scan starts (its overview and sharp region).
 */
export function scanBudget(heldByReview: number): number {
  return Math.max(MIN_SCAN_PIXELS, MAX_DECODED_PIXELS - heldByReview);
}
