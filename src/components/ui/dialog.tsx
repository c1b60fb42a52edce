import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { cn } from './cn';
import { useModalDialog } from './use-modal-dialog';

/**
 * `md`: a form-sized box that grows with its content. `full`: nearly the whole viewport, for
 * documents and images; its children get the height left under the title bar.
 */
export type DialogSize = 'md' | 'full';

interface DialogBaseProps {
  /** The dialog is in the page and modal only while this is true. */
  open: boolean;
  /** Called when the person dismisses the dialog (Escape, or Close on a `full` dialog); the parent then sets `open` false. */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: string;
  description?: string;
  children?: ReactNode;
}

export type DialogProps = DialogBaseProps &
  (
    | {
        size?: 'md';
        /** Action buttons, laid out at the end edge under the content. */
        footer?: ReactNode;
        actions?: never;
      }
    | {
        size: 'full';
        /** Buttons in the title bar before its Close button (e.g. Download). */
        actions?: ReactNode;
        footer?: never;
      }
  );

const surface: Record<DialogSize, string> = {
  md: 'max-w-lg backdrop:bg-slate-900/50 max-md:overflow-y-auto',
  full: 'h-[calc(100dvh-2rem)] max-h-none max-w-6xl overflow-hidden backdrop:bg-slate-900/60',
};

/**
 * Phones (below md): every dialog fills the screen, as a page of its own would, so a form has
 * the whole width and the keyboard leaves room for it; the dialog scrolls and its actions stay
 * on screen (see {@link DialogActions}).
 */
const phone =
  'max-md:m-0 max-md:h-dvh max-md:max-h-none max-md:w-full max-md:max-w-none max-md:rounded-none';

/**
 * Sticks to the bottom edge of a phone-sized dialog while its content scrolls, so the actions
 * are reachable without scrolling to the end; the page-wide footer's look above md.
 */
const actionBar =
  'flex flex-wrap justify-end gap-2 max-md:sticky max-md:bottom-0 max-md:z-10 max-md:-mx-6 max-md:mt-auto max-md:border-t max-md:border-slate-300 max-md:bg-white max-md:px-6 max-md:py-3';

/**
 * A dialog's action buttons when they live inside its content (a form's own submit row) rather
 * than in the `footer` prop: laid out like the footer, and kept on screen on phones.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={actionBar}>{children}</div>;
}

/** A modal on the native <dialog> (see useModalDialog), in a form or a document layout. */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogSurface {...props} /> : null;
}

function DialogSurface(props: DialogProps) {
  const { ref, onCancel } = useModalDialog(props.onClose);
  const titleId = useId();
  const descriptionId = useId();
  const ids = { titleId, descriptionId };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={props.description ? descriptionId : undefined}
      onCancel={onCancel}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-lg bg-white p-0 text-slate-900 shadow-xl',
        surface[props.size ?? 'md'],
        phone,
      )}
    >
      {props.size === 'full' ? (
        <DocumentLayout {...props} {...ids} />
      ) : (
        <FormLayout {...props} {...ids} />
      )}
    </dialog>
  );
}

interface LayoutIds {
  titleId: string;
  descriptionId: string;
}

function Description({ id, text, className }: { id: string; text?: string; className?: string }) {
  return text ? (
    <p id={id} className={cn('text-sm text-slate-700', className)}>
      {text}
    </p>
  ) : null;
}

function FormLayout(props: DialogBaseProps & LayoutIds & { footer?: ReactNode }) {
  return (
    // Full height on phones, so a short form's actions sit at the bottom edge, within thumb reach.
    <div className="flex flex-col gap-4 p-6 max-md:min-h-full">
      <h2 id={props.titleId} className="text-lg font-semibold">
        {props.title}
      </h2>
      <Description id={props.descriptionId} text={props.description} />
      {props.children}
      {props.footer && <div className={cn(actionBar, 'max-md:-mb-6')}>{props.footer}</div>}
    </div>
  );
}

function DocumentLayout(props: DialogBaseProps & LayoutIds & { actions?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex h-full flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-300 px-4 py-3">
        <h2 id={props.titleId} className="min-w-0 truncate text-lg font-semibold">
          {props.title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {props.actions}
          <Button variant="secondary" size="sm" onClick={props.onClose}>
            {t('actions.close')}
          </Button>
        </div>
      </div>
      <Description id={props.descriptionId} text={props.description} className="px-4 pt-3" />
      <div className="min-h-0 flex-1">{props.children}</div>
    </div>
  );
}
