import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { TextLink } from './text-link';

export interface BackLinkProps {
  to: To;
  /** Where the link goes, e.g. "Back to the dashboard". */
  children: ReactNode;
}

/** The one way a screen links back to where it came from: an arrow, then where it goes. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <TextLink to={to} className="inline-flex min-h-6 items-center gap-1 text-sm">
      {/* Points back in the reading direction: right to left in Hebrew. */}
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
      {children}
    </TextLink>
  );
}
