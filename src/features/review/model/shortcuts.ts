/**
 * A keyboard shortcut. `key` is KeyboardEvent.key (letters in lower case). `mod` is Ctrl, or
 * Cmd on Apple keyboards. `shift` undefined means "must not be held" for letters and "does
 * not matter" for symbols, whose Shift state depends on the keyboard layout ("+", "?").
 * `hold` marks a key that acts while held down (space to pan).
 */
export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  hold?: boolean;
}

/** The parts of a keyboard event a shortcut looks at. */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const isLetter = (key: string) => /^[a-z]$/i.test(key);

export function matchesShortcut(shortcut: Shortcut, event: KeyInput, isApple: boolean): boolean {
  const key = isLetter(event.key) ? event.key.toLowerCase() : event.key;
  if (key !== shortcut.key) return false;
  const mod = isApple ? event.metaKey : event.ctrlKey;
  if (mod !== (shortcut.mod ?? false)) return false;
  // The other modifier is never part of our shortcuts (Ctrl on a Mac, the Windows key elsewhere).
  if ((isApple ? event.ctrlKey : event.metaKey) && !shortcut.mod) return false;
  if (event.altKey !== (shortcut.alt ?? false)) return false;
  if (shortcut.shift !== undefined) return event.shiftKey === shortcut.shift;
  return isLetter(shortcut.key) ? !event.shiftKey : true;
}

/** Key names as people read them on the key caps. */
const KEY_LABELS: Record<string, string> = {
  ' ': 'Space',
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
  Delete: 'Delete',
  Backspace: 'Backspace',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
  Enter: 'Enter',
};

/** The keys to press, in order, for the help panel and tooltips: ["Ctrl", "Shift", "Z"]. */
export function shortcutKeys(shortcut: Shortcut, isApple: boolean): string[] {
  const keys: string[] = [];
  if (shortcut.mod) keys.push(isApple ? '⌘' : 'Ctrl');
  if (shortcut.alt) keys.push(isApple ? '⌥' : 'Alt');
  if (shortcut.shift) keys.push(isApple ? '⇧' : 'Shift');
  keys.push(
    KEY_LABELS[shortcut.key] ??
      (isLetter(shortcut.key) ? shortcut.key.toUpperCase() : shortcut.key),
  );
  return keys;
}

export function formatShortcut(shortcut: Shortcut, isApple: boolean): string {
  return shortcutKeys(shortcut, isApple).join(isApple ? '' : '+');
}

/** Apple keyboards use Cmd where others use Ctrl. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad/i.test(navigator.userAgent);
}

/** Typing in a field must never trigger canvas shortcuts. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset'].includes(
      target.type,
    );
  }
  return false;
}

/** The aria-keyshortcuts form: "Control+Shift+Z", "Meta+Z", "Space", "Plus". */
export function ariaKeyShortcut(shortcut: Shortcut, isApple: boolean): string {
  const parts: string[] = [];
  if (shortcut.mod) parts.push(isApple ? 'Meta' : 'Control');
  if (shortcut.alt) parts.push('Alt');
  if (shortcut.shift) parts.push('Shift');
  const key = shortcut.key;
  parts.push(
    key === ' ' ? 'Space' : key === '+' ? 'Plus' : isLetter(key) ? key.toUpperCase() : key,
  );
  return parts.join('+');
}
