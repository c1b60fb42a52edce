import type { ReactNode } from 'react';

/** One tab's content under its own heading; the page's h1 stays the project's name. */
export function TabPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
