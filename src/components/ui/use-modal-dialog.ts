import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject, SyntheticEvent } from 'react';

/**
 * Shows a native <dialog> as a modal while the calling component is mounted: showModal gives
 * the focus trap, inert background and Escape for free. Focus goes back to whatever had it
 * when the dialog opened. Spread `onCancel` on the <dialog>: the parent owns `open`, so a
 * cancel (Escape) only asks it to close.
 */
export function useModalDialog(onClose: () => void): {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
} {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Layout effect: capture the opener before anything inside the dialog steals focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closingFromProp = false;
    // Browsers may close the dialog themselves (close watchers, form method=dialog).
    const handleClose = () => {
      // `close` is delivered a task after close(). Under StrictMode the cleanup below closes the
      // dialog and the remount reopens it before that event arrives: a close event that finds
      // the dialog open again is that stale self-close, never the user's.
      if (closingFromProp || dialog.open) return;
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      closingFromProp = true;
      dialog.removeEventListener('close', handleClose);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };
  return { ref, onCancel };
}
