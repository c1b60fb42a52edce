import { SIGN_IN_SHELL_SUBMIT_GLOBAL } from './sign-in-shell-contract';

/**
 * The app taking over the sign-in page's static copy (scripts/sign-in-page-plugin.ts): what
 * was typed into it, which field had the focus (and where its caret was), whether the session
 * length was unfolded and whether "Sign in" was pressed all pass to the app's own form, whose
 * markup is the same (src/app/sign-in-shell.test.tsx), so the page looks and works on.
 */
interface ShellState {
  values: string[];
  focused: number;
  selection: [number | null, number | null];
  detailsOpen: boolean;
  submitted: boolean;
}

type Field = HTMLInputElement | HTMLSelectElement;

const fieldsOf = (form: Element | null): Field[] =>
  form ? [...form.querySelectorAll<Field>('input, select')] : [];

/**
 * What the copy holds now. A field losing the focus keeps it here unless `blurred`: Chromium
 * blurs the focused field (and fires its change event) while React removes it, and that is not
 * the person leaving the field.
 */
function readShell(shell: HTMLElement, previous: ShellState | null, blurred = false): ShellState {
  const fields = fieldsOf(shell.querySelector('form'));
  const active = fields.findIndex((field) => field === document.activeElement);
  const focused = active >= 0 || blurred || !previous ? active : previous.focused;
  const field = fields[focused];
  const caret = field instanceof HTMLInputElement && field.type !== 'email';
  return {
    values: fields.map((f) => f.value),
    focused,
    selection: caret ? [field.selectionStart, field.selectionEnd] : [null, null],
    detailsOpen: shell.querySelector('details')?.open ?? false,
    submitted: (window as unknown as Record<string, unknown>)[SIGN_IN_SHELL_SUBMIT_GLOBAL] === true,
  };
}

/** Sets a field React controls as typing would, so its onChange sees the value. */
function enter(field: Field, value: string): void {
  if (field.value === value) return;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function carryOver(state: ShellState, root: HTMLElement): void {
  const form = root.querySelector('form');
  const fields = fieldsOf(form);
  state.values.forEach((value, index) => {
    const field = fields[index];
    if (field) enter(field, value);
  });
  const details = root.querySelector('details');
  if (details && state.detailsOpen) details.open = true;
  const focused = fields[state.focused];
  if (focused) {
    focused.focus();
    const [start, end] = state.selection;
    if (focused instanceof HTMLInputElement && start !== null && end !== null) {
      focused.setSelectionRange(start, end);
    }
  }
  Reflect.deleteProperty(window, SIGN_IN_SHELL_SUBMIT_GLOBAL);
  // After React has rendered what the events above set, so the form sends those values.
  if (state.submitted) setTimeout(() => form?.requestSubmit(), 0);
}

/**
 * Call right before the app's first render into `root`: once that render has replaced the
 * copy (in the same task as React's commit, before the next paint), what the copy held passes
 * to the app's form.
 */
export function takeOverSignInShell(shell: HTMLElement, root: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (shell.isConnected || !root.querySelector('form')) return;
    observer.disconnect();
    // The state as it is now: typing goes on until the copy is gone.
    carryOver(lastState, root);
  });
  let lastState = readShell(shell, null);
  const keep = () => {
    if (shell.isConnected) lastState = readShell(shell, lastState);
  };
  // React removes the copy and adds its own page in one commit: the copy's last state is read
  // on every change to it, so nothing typed between this call and that commit is lost.
  for (const type of ['input', 'change', 'focusin', 'toggle', 'submit'] as const) {
    shell.addEventListener(type, keep, true);
  }
  // A blur counts once it has settled, on a copy still in the page (not one React removed).
  shell.addEventListener(
    'focusout',
    () =>
      setTimeout(() => {
        if (shell.isConnected) lastState = readShell(shell, lastState, true);
      }, 0),
    true,
  );
  observer.observe(root, { childList: true });
}
