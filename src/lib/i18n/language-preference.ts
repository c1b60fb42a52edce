import { isUiLanguage, type UiLanguage } from './languages';

const KEY = 'proofdesk.language';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The UI language a person chose in the header. A preference of this browser, not of the
 * session (so it is in localStorage, which never holds the token), and never sent anywhere.
 */
export function preferredLanguage(): UiLanguage | null {
  const stored = storage()?.getItem(KEY) ?? null;
  return stored !== null && isUiLanguage(stored) ? stored : null;
}

export function savePreferredLanguage(language: UiLanguage): void {
  try {
    storage()?.setItem(KEY, language);
  } catch {
    // Full or blocked storage costs only remembering the choice.
  }
}
