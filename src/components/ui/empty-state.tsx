import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** The one next step, e.g. a "Create project" button. */
  action?: ReactNode;
}

export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-400 px-6 py-10 text-center">
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {children && <div className="max-w-prose text-sm text-slate-700">{children}</div>}
      {action}
    </div>
  );
}
