import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  md: 'max-w-lg backdrop:bg-slate-900/50',
  full: 'h-[calc(100dvh-2rem)] max-h-none max-w-6xl overflow-hidden backdrop:bg-slate-900/60',
};

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
    <div className="flex flex-col gap-4 p-6">
      <h2 id={props.titleId} className="text-lg font-semibold">
        {props.title}
      </h2>
      <Description id={props.descriptionId} text={props.description} />
      {props.children}
      {props.footer && <div className="flex flex-wrap justify-end gap-2">{props.footer}</div>}
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
