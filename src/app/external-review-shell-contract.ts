/**
 * What external-review.html's static copy of the review's first screen
 * (scripts/external-review-page-plugin.ts, src/app/external-review-shell.html) and the app
 * agree on.
 */

/** The element around the copy, beside #root (not in it: React renders #root meanwhile). */
export const EXTERNAL_REVIEW_SHELL_ID = 'external-review-shell';

/** On <html> while the copy is shown: src/index.css hides #root then. */
export const EXTERNAL_REVIEW_SHELL_CLASS = 'external-review-shell';

/** Element Timing identifier of the asset's name, in the copy and in the app's placeholder. */
export const EXTERNAL_REVIEW_ASSET_NAME_TIMING = 'external-review-asset-name';
