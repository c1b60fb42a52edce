import type { Announcements } from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { useDashboardActions } from '../../../hooks/dashboard-actions';
import type { DropTarget } from '../drag-bindings';
import { readCard, readDropTarget } from './drag-data';

function targetKey(target: DropTarget | null): string | null {
  if (target === null) return null;
  return target.type === 'column' ? `column:${target.columnUID}` : `folder:${target.folderUID}`;
}

/** Every step of a drag in words, for screen readers: pick-up, each new target, drop, cancel. */
export function useAnnouncements(): Announcements {
  const { t } = useTranslation('dashboard');
  const { columnName, folderName } = useDashboardActions();
  // The drop target last announced, so moving over cards of one column is said once.
  const lastTarget = useRef<string | null>(null);

  return useMemo<Announcements>(() => {
    const describe = (target: DropTarget | null, project: Project, column: string) => {
      if (target?.type === 'folder')
        return t('dnd.overFolder', { name: project.name, folder: folderName(target.folderUID) });
      if (target?.type === 'column')
        return t('dnd.overColumn', { name: project.name, column: columnName(target.columnUID) });
      return t('dnd.overNothing', { name: project.name, column });
    };
    const fromColumn = (columnUID: string | null) => columnName(columnUID) ?? t('column.unplaced');
    return {
      onDragStart: ({ active }) => {
        const card = readCard(active.data.current);
        lastTarget.current = card?.columnUID
          ? targetKey({ type: 'column', columnUID: card.columnUID })
          : null;
        return card
          ? t('dnd.start', { name: card.project.name, column: fromColumn(card.columnUID) })
          : undefined;
      },
      onDragOver: ({ active, over }) => {
        const card = readCard(active.data.current);
        if (!card) return undefined;
        const target = readDropTarget(over?.data.current);
        // Speak only when the target changes: right after pick-up the card is over its own
        // column, and saying so would cut "Picked up…" short; card-to-card moves say nothing new.
        const key = targetKey(target);
        if (key === lastTarget.current) return undefined;
        lastTarget.current = key;
        return describe(target, card.project, fromColumn(card.columnUID));
      },
      onDragEnd: ({ active, over }) => {
        const card = readCard(active.data.current);
        if (!card) return undefined;
        const target = readDropTarget(over?.data.current);
        const { name } = card.project;
        if (target?.type === 'folder' && target.folderUID !== card.project.folderUID) {
          return t('dnd.dropFolder', { name, folder: folderName(target.folderUID) });
        }
        if (target?.type === 'column' && target.columnUID !== card.columnUID) {
          return t('dnd.dropColumn', { name, column: columnName(target.columnUID) });
        }
        return t('dnd.dropSame', { name, column: fromColumn(card.columnUID) });
      },
      onDragCancel: ({ active }) => {
        const card = readCard(active.data.current);
        return card
          ? t('dnd.cancel', { name: card.project.name, column: fromColumn(card.columnUID) })
          : undefined;
      },
    };
  }, [t, columnName, folderName]);
}
