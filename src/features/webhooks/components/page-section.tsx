import type { ReactNode } from 'react';
import { InfoTip } from '@/components/ui';

/** A titled region of the page (a landmark named by its heading). */
export function PageSection(props: {
  id: string;
  title: string;
  /** An explanation behind an info button beside the heading, and that button's name. */
  info?: string;
  infoLabel?: string;
  children: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {props.title}
        </h2>
        {props.info && <InfoTip label={props.infoLabel ?? props.title}>{props.info}</InfoTip>}
      </div>
      {props.children}
    </section>
  );
}
