import { useMemo, useRef, useState } from 'react';
import type { ClientDirectory, Workflow } from '@/api/types';
import { createDraftStore, type WorkflowDraft } from '../../model/draft-store';
import { draftProblems, referenceScope } from '../../model/draft-problems';
import { storedDraft } from '../../model/draft-persistence';
import { BuilderHeader } from './builder-header';
import { BuilderPanels } from './builder-panels';
import { DraftStoreContext } from './draft-context';
import { LeaveGuard } from './leave-guard';
import { ReadOnlyContext } from './read-only-context';
import { RestoredNotice } from './restored-notice';
import { useBuilderKeys } from './use-builder-keys';
import { useDraftPersistence } from './use-draft-persistence';
import { useSaveDraft } from './use-save-draft';
import { sameDraftParts, useSettledDraft } from './use-settled-draft';

export interface BuilderLinks {
  list: string;
  workflow: (workflowUID: string) => string;
}

interface BuilderSessionProps {
  workflowUID: string | undefined;
  client: ClientDirectory;
  workflows: readonly Workflow[];
  /** The workflow as the service has it (or the starter, for a new one). */
  saved: WorkflowDraft;
  links: BuilderLinks;
  /** Not an admin of the client: the workflow is shown, nothing can be changed or saved. */
  readOnly: boolean;
}

/** One workflow being edited: its draft store (restored from this tab when unsaved), and the screen. */
export function BuilderSession(props: BuilderSessionProps) {
  const storageKey = props.workflowUID ?? `new:${props.client.clientUID}`;
  const [restored] = useState(() => storedDraft(storageKey).read());
  const [store] = useState(() => createDraftStore(restored?.draft ?? props.saved));
  return (
    <DraftStoreContext value={store}>
      <ReadOnlyContext value={props.readOnly}>
        <BuilderScreen {...props} storageKey={storageKey} restoredAt={restored?.savedAt} />
      </ReadOnlyContext>
    </DraftStoreContext>
  );
}

function BuilderScreen(
  props: BuilderSessionProps & { storageKey: string; restoredAt?: string | undefined },
) {
  // Not subscribed to the draft itself: a keystroke re-renders the field, not the screen.
  const { settled, current } = useSettledDraft();
  const [selected, setSelected] = useState<string | undefined>(settled.actions[0]?.uid);
  const otherWorkflows = useMemo(
    () =>
      props.workflows.filter(
        (w) => w.clientUID === props.client.clientUID && w.workflowUID !== props.workflowUID,
      ),
    [props.workflows, props.client.clientUID, props.workflowUID],
  );
  const scope = useMemo(
    () => referenceScope(props.client, props.workflows, props.workflowUID),
    [props.client, props.workflows, props.workflowUID],
  );
  // The whole-workflow check and the copy kept in this tab follow the draft after the paint.
  const problems = useMemo(() => draftProblems(settled, scope), [settled, scope]);
  const persistence = useDraftPersistence(props.storageKey, settled, props.saved);
  const save = useSaveDraft({
    workflowUID: props.workflowUID,
    clientUID: props.client.clientUID,
    draft: current,
    // Saving right after a keystroke checks what was typed, not the frame before.
    problems: (draft) => (sameDraftParts(settled, draft) ? problems : draftProblems(draft, scope)),
    onSaved: persistence.markSaved,
    links: props.links,
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  useBuilderKeys({
    selected,
    setSelected,
    onSave: () => save.save(summaryRef.current),
    readOnly: props.readOnly,
  });

  return (
    <div className="flex min-h-[calc(100dvh-8rem)] flex-col gap-3">
      <BuilderHeader
        listHref={props.links.list}
        isNew={props.workflowUID === undefined}
        dirty={persistence.dirty}
        problems={problems}
        save={save}
        summaryRef={summaryRef}
        selected={selected}
        setSelected={setSelected}
        readOnly={props.readOnly}
        clientName={props.client.name}
      />
      {props.restoredAt && persistence.dirty ? (
        <RestoredNotice at={props.restoredAt} onDiscard={() => persistence.discard()} />
      ) : null}
      <BuilderPanels
        selected={selected}
        setSelected={setSelected}
        problems={problems}
        serverProblems={save.serverProblems}
        sentActions={save.sentActions}
        client={props.client}
        otherWorkflows={otherWorkflows}
        workflowUID={props.workflowUID}
        readOnly={props.readOnly}
      />
      <LeaveGuard when={persistence.dirty && !save.leaving} />
    </div>
  );
}
