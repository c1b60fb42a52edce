/**
 * The app's one focus style: a 2 px blue-700 outline. src/index.css gives it to every element
 * that shows keyboard focus, so native checkboxes, selects and links never fall back to the
 * browser's black ring; these classes restate it on components, so it holds where a component
 * sets its own outline.
 */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** The same ring drawn inside the element: for rows and panes whose scroll box would clip it. */
export const focusRingInset =
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700';
