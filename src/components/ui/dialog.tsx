import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';

export interface DialogProps {
  /** The dialog is in the page and modal only while this is true. */
  open: boolean;
  /** Called when the person dismisses the dialog (Escape); the parent then sets `open` false. */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: string;
  description?: string;
  children?: ReactNode;
  /** Action buttons, laid out at the end edge. */
  footer?: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal gives the focus trap, inert background and
 * Escape for free. Focus goes back to whatever had it when the dialog opened.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogSurface {...props} /> : null;
}

function DialogSurface({ onClose, title, description, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
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
      if (!closingFromProp) onCloseRef.current();
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

  // Keep the dialog open until the parent agrees; the parent owns `open`.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-700">
            {description}
          </p>
        )}
        {children}
        {footer && <div className="flex flex-wrap justify-end gap-2">{footer}</div>}
      </div>
    </dialog>
  );
}
