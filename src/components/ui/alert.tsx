import type { ReactNode } from 'react';
import { cn } from './cn';

export type Tone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone: Tone;
  title?: string;
  children: ReactNode;
  /** A button or link that resolves the situation (Retry, Sign in...). */
  action?: ReactNode;
}

const tones: Record<Tone, string> = {
  info: 'border-blue-700 bg-blue-50 text-blue-950',
  success: 'border-green-700 bg-green-50 text-green-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

/** Errors interrupt (role=alert); everything else is announced politely (role=status). */
export function Alert({ tone, title, children, action }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-wrap items-start gap-3 rounded-md border-s-4 px-4 py-3 text-sm',
        tones[tone],
      )}
    >
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
