/** One focus style for every interactive primitive, so keyboard focus looks the same everywhere. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
