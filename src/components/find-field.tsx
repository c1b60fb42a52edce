import { ChevronDown, ChevronUp, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn, focusRing } from '@/components/ui';

/** The texts of a find field, in the caller's language and namespace. */
export interface FindFieldLabels {
  region: string;
  label: string;
  placeholder: string;
  previous: string;
  next: string;
  close: string;
}

export interface FindFieldProps {
  query: string;
  onQueryChange: (query: string) => void;
  disabled: boolean;
  /** The count or why there is none, announced as it changes. */
  status: ReactNode;
  /** Whether there is anything to step to. */
  canStep: boolean;
  onStep: (direction: 1 | -1) => void;
  onClose: () => void;
  /** Changes each time Ctrl/Cmd+F asks for the field again (focus and select its text). */
  focusRequest: number;
  labels: FindFieldLabels;
  className?: string;
}

const iconButton = cn(
  'inline-flex size-9 items-center justify-center rounded-md border border-transparent text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40',
  focusRing,
);

/**
 * A search field with its count, previous, next and close, as in the review tool and compare:
 * Enter and Shift+Enter step, Escape closes, Ctrl/Cmd+F inside it selects the query again.
 */
export function FindField({
  query,
  onQueryChange,
  disabled,
  status,
  canStep,
  onStep,
  onClose,
  focusRequest,
  labels,
  className,
}: FindFieldProps) {
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [focusRequest]);

  return (
    <div
      role="search"
      aria-label={labels.region}
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 border-slate-300 bg-slate-50 px-3 py-1.5',
        className,
      )}
    >
      <Search aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
      <label htmlFor={fieldId} className="sr-only">
        {labels.label}
      </label>
      <input
        ref={input}
        id={fieldId}
        type="search"
        dir="auto"
        value={query}
        disabled={disabled}
        placeholder={labels.placeholder}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
            event.preventDefault();
            input.current?.select();
          } else if (event.key === 'Enter') {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
        className={cn(
          'h-9 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-2 text-sm disabled:bg-slate-100 sm:max-w-72',
          focusRing,
        )}
      />
      <p role="status" className="min-w-0 text-sm text-slate-700">
        {status}
      </p>
      <div className="ms-auto flex items-center gap-0.5">
        <button
          type="button"
          aria-label={labels.previous}
          title={`${labels.previous} (Shift+Enter)`}
          disabled={!canStep}
          onClick={() => onStep(-1)}
          className={iconButton}
        >
          <ChevronUp aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={labels.next}
          title={`${labels.next} (Enter)`}
          disabled={!canStep}
          onClick={() => onStep(1)}
          className={iconButton}
        >
          <ChevronDown aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={labels.close}
          title={`${labels.close} (Esc)`}
          onClick={onClose}
          className={iconButton}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
