import type { PngReadError } from '@/lib/png/png-header';

/**
 * A page image of one of the versions cannot be read: not a PNG, damaged or truncated, or a
 * form that is too big to decode whole and that the streaming decoder leaves out.
 */
export class ComparisonImageError extends Error {
  override readonly name = 'ComparisonImageError';
  constructor(
    message: string,
    readonly reason: PngReadError['reason'],
  ) {
    super(message);
  }
}
