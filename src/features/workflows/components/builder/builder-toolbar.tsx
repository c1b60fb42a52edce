import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { useUndoState } from './draft-context';
import { useCommandNote, useStepCommands } from './use-step-commands';

/** Undo, redo, copy, paste and delete, with their shortcuts named; outcomes are announced. */
export function BuilderToolbar(props: {
  selected: string | undefined;
  setSelected: (uid: string | undefined) => void;
}) {
  const { t } = useTranslation(['workflows', 'workflow-inspector']);
  const undo = useUndoState();
  const commands = useStepCommands(props.selected, props.setSelected);
  const note = useCommandNote((state) => state.note);
  const none = props.selected === undefined;
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="toolbar"
      aria-label={t('toolbar.label')}
    >
      <Button
        size="sm"
        variant="secondary"
        disabled={!undo.canUndo}
        onClick={undo.undo}
        aria-keyshortcuts="Control+Z"
      >
        {t('toolbar.undo')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={!undo.canRedo}
        onClick={undo.redo}
        aria-keyshortcuts="Control+Shift+Z"
      >
        {t('toolbar.redo')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={none}
        onClick={() => commands.copy()}
        aria-keyshortcuts="Control+C"
      >
        {t('toolbar.copy')}
      </Button>
      <Button size="sm" variant="secondary" onClick={commands.paste} aria-keyshortcuts="Control+V">
        {t('toolbar.paste')}
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={none}
        onClick={() => commands.remove()}
        aria-keyshortcuts="Delete"
      >
        {t('toolbar.delete')}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {note}
      </p>
    </div>
  );
}
