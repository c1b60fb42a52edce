import type { ReactNode } from 'react';

/** A titled region of the page (a landmark named by its heading). */
export function PageSection(props: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {props.title}
      </h2>
      {props.intro && <p className="max-w-3xl text-sm text-slate-700">{props.intro}</p>}
      {props.children}
    </section>
  );
}
