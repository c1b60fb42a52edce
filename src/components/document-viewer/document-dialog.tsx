import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui';

export interface DocumentDialogProps {
  title: string;
  onClose: () => void;
  /** Extra header actions (e.g. Download), before Close. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A nearly full-screen modal for documents and images, on the native <dialog> (focus trap,
 * inert page, Escape); the shared Dialog is sized for forms. Focus returns to the opener.
 */
export function DocumentDialog({ title, onClose, actions, children }: DocumentDialogProps) {
  const { t } = useTranslation('viewer');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closingFromProp = false;
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

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onCloseRef.current();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      className="m-auto h-[calc(100dvh-2rem)] max-h-none w-[calc(100%-2rem)] max-w-6xl overflow-hidden rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-300 px-4 py-3">
          <h2 id={titleId} className="min-w-0 truncate text-lg font-semibold">
            {title}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            <Button variant="secondary" size="sm" onClick={onClose}>
              {t('close')}
            </Button>
          </div>
        </div>
        <div className="min-h-0 flex-1">{children}</div>
      </div>
    </dialog>
  );
}
