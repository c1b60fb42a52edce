/**
 * What the sign-in page's static copy (scripts/sign-in-page-plugin.ts builds it into
 * sign-in.html) and the app that takes it over (src/app/sign-in-shell.ts) agree on.
 */

/** The element around the copy, inside #root. */
export const SIGN_IN_SHELL_ID = 'sign-in-shell';

/** On <html> while the copy is shown (src/index.css shows it only then). */
export const SIGN_IN_SHELL_CLASS = 'sign-in-shell';

/** Set on window when the copy's form was sent before the app could sign in. */
export const SIGN_IN_SHELL_SUBMIT_GLOBAL = '__proofdeskSignInShellSubmitted';

/** The static copy, when it is on screen (sign-in.html's script marks <html> for that). */
export function shownSignInShell(): HTMLElement | null {
  if (!document.documentElement.classList.contains(SIGN_IN_SHELL_CLASS)) return null;
  return document.getElementById(SIGN_IN_SHELL_ID);
}
