import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { api, isApiError } from '@/api/client';
import type { Project } from '@/api/types';
import { showToast } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { applyMove, type PendingMove } from '../model/board-model';
import { projectKeys } from '@/entities/project/keys';

/** A move as the board asks for it: the pending move plus the names its messages need. */
export interface MoveRequest extends PendingMove {
  projectName: string;
  /** Name of the target column or folder. */
  targetName: string;
}

let lastMoveId = 0;

/** A new move id; ids grow in the order moves are asked for (the board model relies on it). */
export function nextMoveId(): number {
  lastMoveId += 1;
  return lastMoveId;
}

function send(move: MoveRequest): Promise<unknown> {
  return move.field === 'kanbanColumnUID'
    ? api.post('/api/v1/project/kanban/column', {
        body: { projectUID: move.projectUID, kanbanColumnUID: move.to },
      })
    : api.post('/api/v1/project/folder', {
        body: { projectUID: move.projectUID, folderUID: move.to },
      });
}

function isMoveRequest(value: unknown): value is MoveRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof MoveRequest, unknown>>;
  return typeof v.id === 'number' && typeof v.projectUID === 'string' && typeof v.to === 'string';
}

/**
 * Moves a project to a Kanban column or folder. Optimistic without touching the cache: the
 * board shows the server list with the pending moves applied (see {@link usePendingMoves}),
 * so a failure is rolled back by the move simply no longer pending. Moves run one at a time
 * in the order asked (one mutation scope), so the service ends where the person left things.
 */
export function useMoveProject() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('dashboard');

  function explain(error: unknown, move: MoveRequest): string {
    const back = t('move.backWhereItWas');
    if (isApiError(error) && error.kind === 'not-acceptable')
      return `${t('move.errors.readOnly')} ${back}`;
    if (isApiError(error) && error.kind === 'not-found') {
      return t(
        move.field === 'kanbanColumnUID' ? 'move.errors.columnGone' : 'move.errors.folderGone',
        {
          name: move.projectName,
          target: move.targetName,
        },
      );
    }
    return `${describeError(error, t)} ${back}`;
  }

  return useMutation({
    mutationKey: projectKeys.moves(),
    scope: { id: 'dashboard-moves' },
    mutationFn: send,
    // A list fetched before the move could land after it; the move's own refresh comes later.
    onMutate: () => queryClient.cancelQueries({ queryKey: projectKeys.boards() }),
    onSuccess: (_result, move) => {
      // Written before the move stops pending, so the card never flickers back.
      queryClient.setQueriesData<Project[]>({ queryKey: projectKeys.boards() }, (list) =>
        list ? applyMove(list, move) : list,
      );
    },
    onError: (error, move) => {
      showToast({
        tone: 'error',
        title: t('move.failedTitle', { name: move.projectName }),
        message: explain(error, move),
      });
    },
    onSettled: async (_result, _error, move) => {
      // Refresh once the last queued move is done: earlier refreshes would only be overtaken.
      if (queryClient.isMutating({ mutationKey: projectKeys.moves() }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.card(move.projectUID) }),
      ]);
    },
  });
}

/** Moves still on their way to the service, in the order asked. */
export function usePendingMoves(): PendingMove[] {
  const moves = useMutationState({
    filters: { mutationKey: projectKeys.moves(), status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });
  // `moves` keeps its identity while nothing changes; so must the filtered list.
  return useMemo(() => moves.filter(isMoveRequest), [moves]);
}
