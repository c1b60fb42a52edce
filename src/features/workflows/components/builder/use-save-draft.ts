import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/client';
import { useCreateWorkflow, useUpdateWorkflow } from '../../api/workflow-mutations';
import type { DraftAction } from '../../model/builder-types';
import type { DraftProblems } from '../../model/draft-problems';
import type { WorkflowDraft } from '../../model/draft-store';
import { mapServerProblems, type ServerProblems } from '../../model/server-problems';

interface SaveOptions {
  workflowUID: string | undefined;
  clientUID: string;
  /** The draft as it is now, read when saving. */
  draft: () => WorkflowDraft;
  /** The shared rules' verdict on that draft. */
  problems: (draft: WorkflowDraft) => DraftProblems;
  onSaved: (draft: WorkflowDraft) => void;
  links: { workflow: (workflowUID: string) => string };
}

export type SaveState = ReturnType<typeof useSaveDraft>;

/**
 * Save: refused here while the shared rules find problems (the summary gets the focus);
 * otherwise POST or PUT, and a 400 lands on the steps and fields it names.
 */
export function useSaveDraft(options: SaveOptions) {
  const navigate = useNavigate();
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<ServerProblems>();
  const [sentActions, setSentActions] = useState<readonly DraftAction[]>([]);
  /** The new workflow's uid once created: the guard stands down, then the route moves to it. */
  const [leaving, setLeaving] = useState<string>();
  useEffect(() => {
    if (leaving) void navigate(options.links.workflow(leaving), { replace: true });
  }, [leaving, navigate, options.links]);
  const mutation = options.workflowUID ? update : create;
  const error = mutation.error;

  const save = (summary: HTMLElement | null) => {
    setAttempted(true);
    const draft = options.draft();
    if (options.problems(draft).count > 0) {
      summary?.focus();
      return;
    }
    const body = { name: draft.name.trim(), actions: draft.actions, roles: draft.roles };
    setSentActions(draft.actions);
    setServerProblems(undefined);
    const onError = (failure: Error) => {
      if (isApiError(failure) && failure.status === 400)
        setServerProblems(mapServerProblems(failure.fieldErrors, draft.actions));
      summary?.focus();
    };
    if (options.workflowUID) {
      update.mutate(
        { workflowUID: options.workflowUID, ...body },
        { onSuccess: () => options.onSaved(draft), onError },
      );
    } else {
      create.mutate(
        { clientUID: options.clientUID, ...body },
        {
          onSuccess: (created) => {
            options.onSaved(draft);
            setLeaving(created.workflowUID);
          },
          onError,
        },
      );
    }
  };

  return {
    save,
    pending: mutation.isPending,
    saved: mutation.isSuccess,
    attempted,
    error,
    serverProblems,
    sentActions,
    leaving: leaving !== undefined,
  };
}
