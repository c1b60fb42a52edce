import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { cn } from '@/components/ui';
import { scrollToItem, useVirtualWindow } from '../../hooks/use-virtual-window';
import { projectUIDs } from '../../model/select';
import { countOpen } from '../../model/wip';
import { useFocusIntent } from '../../stores/focus-intent';
import { ProjectCard, type CardText } from '../card/project-card';
import { CARD_HEIGHT } from '../card/project-card-content';
import { useColumnDrop } from '../drag/use-drag-bindings';
import { ColumnHeader } from './column-header';

const GAP = 8;
const ITEM_SIZE = CARD_HEIGHT + GAP;

export interface KanbanColumnProps {
  /** Null for the lane of projects without a known column (not a drop target). */
  columnUID: string | null;
  name: string;
  projects: readonly Project[];
  onEditLimit?: (column: { columnUID: string; name: string }) => void;
}

/**
 * One column: a drop target with a virtual list of cards, so a column of thousands renders
 * the few on screen. The dragged card stays mounted while it is dragged, even scrolled away.
 */
export const KanbanColumn = memo(function KanbanColumn({
  columnUID,
  name,
  projects,
  onEditLimit,
}: KanbanColumnProps) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const items = useMemo(() => projectUIDs(projects, null), [projects]);
  const { setNodeRef, activeIndex, showDrop } = useColumnDrop(columnUID, items);

  // Stable, or the window recomputes every item on every render.
  const getItemKey = useCallback(
    (index: number) => projects[index]?.projectUID ?? index,
    [projects],
  );
  const { items: rendered, totalSize } = useVirtualWindow({
    count: projects.length,
    itemSize: ITEM_SIZE,
    overscan: 3,
    scroller,
    getItemKey,
    // The dragged card stays mounted: dnd-kit follows its node.
    keep: activeIndex,
  });

  // Subscribed here, once per column, rather than by every card.
  const focusProject = useFocusIntent((s) => (s.columnUID === columnUID ? s.projectUID : null));
  const focusTarget = useFocusIntent((s) => s.target);
  useEffect(() => {
    if (focusProject === null) return;
    const index = items.indexOf(focusProject);
    if (index !== -1 && scroller.current)
      scrollToItem(scroller.current, index, items.length, ITEM_SIZE);
  }, [focusProject, items]);

  const openCount = useMemo(() => countOpen(projects), [projects]);
  const cardText = useMemo<CardText>(
    () => ({
      roleDescription: t('dnd.roleDescription'),
      readOnly: t('card.readOnly'),
      dragHandle: (name) => t('card.dragHandle', { name }),
    }),
    [t],
  );

  return (
    // The drop target includes half the gap on each side: columns touch, so a pointer crossing
    // the board is always over one (dnd-kit re-measures scroll containers on every "over nothing").
    <div ref={setNodeRef} className="shrink-0 snap-start px-1.5">
      <section
        aria-labelledby={headingId}
        className={cn(
          'flex h-full w-64 flex-col rounded-lg border bg-slate-100',
          showDrop ? 'border-blue-700 bg-blue-50 ring-2 ring-blue-700' : 'border-slate-300',
        )}
      >
        <ColumnHeader
          headingId={headingId}
          name={name}
          columnUID={columnUID}
          count={projects.length}
          openCount={openCount}
          dropHint={showDrop}
          onEditLimit={
            columnUID === null || !onEditLimit ? undefined : () => onEditLimit({ columnUID, name })
          }
        />
        <div
          ref={scroller}
          className="h-[calc(100dvh-20rem)] min-h-96 overflow-x-hidden overflow-y-auto px-2 pb-2"
        >
          {projects.length === 0 ? (
            <p className="rounded-md border border-dashed border-slate-400 px-3 py-6 text-center text-sm text-slate-700">
              {t('column.empty')}
            </p>
          ) : (
            <ul
              aria-labelledby={headingId}
              className="relative"
              style={{ height: totalSize - GAP }}
            >
              {rendered.map((item) => {
                const project = projects[item.index];
                return project ? (
                  <ProjectCard
                    key={item.key}
                    project={project}
                    columnUID={columnUID}
                    top={item.start}
                    index={item.index}
                    setSize={projects.length}
                    text={cardText}
                    focusTarget={project.projectUID === focusProject ? focusTarget : null}
                  />
                ) : null;
              })}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
});
