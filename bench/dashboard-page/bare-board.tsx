import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ClientDirectory, Project } from '@/api/types';
import {
  CARD_HEIGHT,
  ProjectCardContent,
} from '@/features/dashboard/components/card/project-card-content';

const ITEM = CARD_HEIGHT + 8;

function BareColumn({ name, projects }: { name: string; projects: readonly Project[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the baseline is the plain virtualizer
  const virtualizer = useVirtualizer({
    count: projects.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ITEM,
    overscan: 3,
  });
  return (
    <section className="flex w-64 shrink-0 flex-col rounded-lg border border-slate-300 bg-slate-100">
      <h2 className="px-3 pt-3 pb-2 text-sm font-semibold">{name}</h2>
      <div ref={scroller} className="h-[calc(100dvh-20rem)] min-h-96 overflow-y-auto px-2 pb-2">
        <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const project = projects[item.index];
            return project ? (
              <li
                key={item.key}
                className="absolute inset-x-0"
                style={{ top: item.start, height: CARD_HEIGHT }}
              >
                <ProjectCardContent project={project} interactive />
              </li>
            ) : null;
          })}
        </ul>
      </div>
    </section>
  );
}

/**
 * The baseline: the same cards in plain TanStack Virtual lists, one per column, grouped with
 * a plain loop. No filters, folders, drag and drop, or optimistic model.
 */
export function BareBoard({
  client,
  projects,
}: {
  client: ClientDirectory;
  projects: readonly Project[];
}) {
  const lists = new Map<string | null, Project[]>(
    client.kanbanColumns.map((c) => [c.kanbanColumnUID, []]),
  );
  for (const project of projects) lists.get(project.kanbanColumnUID)?.push(project);
  return (
    <div className="flex gap-3 overflow-x-auto p-6">
      {client.kanbanColumns.map((column) => (
        <BareColumn
          key={column.kanbanColumnUID}
          name={column.name}
          projects={lists.get(column.kanbanColumnUID) ?? []}
        />
      ))}
    </div>
  );
}
