import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-400',
  info: 'bg-blue-50 text-blue-900 ring-blue-400',
  success: 'bg-green-50 text-green-900 ring-green-500',
  warning: 'bg-amber-50 text-amber-900 ring-amber-500',
  error: 'bg-red-50 text-red-900 ring-red-400',
};

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
