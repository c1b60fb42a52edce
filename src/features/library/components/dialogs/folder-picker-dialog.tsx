import { useId, useMemo, useState, type SubmitEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, Dialog, DialogActions, TextField } from '@/components/ui';
import { folderPath, foldersInOrder, type FolderIndex } from '../../model/folder-index';

export interface FolderPickerDialogProps {
  index: FolderIndex;
  title: string;
  description: string;
  confirmLabel: string;
  /** Why a folder cannot be chosen, or null when it can. */
  refusal: (folderUID: string) => string | null;
  initialUID?: string;
  pending?: boolean;
  error?: string | null;
  onPick: (folderUID: string) => void;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * "Move to…" and "Add to folder…": every folder by its path, narrowed by typing. Folders that
 * cannot take the move stay listed but disabled, with the reason written next to them.
 */
export function FolderPickerDialog(props: FolderPickerDialogProps) {
  const { t } = useTranslation('library');
  const { index, refusal } = props;
  const listId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string>(props.initialUID ?? '');
  const options = useMemo(
    () =>
      foldersInOrder(index).map((node) => ({
        uid: node.folderUID,
        path: folderPath(index, node.folderUID),
        refused: refusal(node.folderUID),
      })),
    [index, refusal],
  );
  const needle = text.trim().toLocaleLowerCase();
  const shown = options.filter((o) => needle === '' || o.path.toLocaleLowerCase().includes(needle));
  const chosenOption = options.find((o) => o.uid === chosen);
  const canPick = chosenOption !== undefined && chosenOption.refused === null;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canPick) props.onPick(chosen);
  };

  return (
    <Dialog open onClose={props.onClose} title={props.title} description={props.description}>
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        {props.children}
        <TextField
          label={t('picker.filter')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <label htmlFor={listId} className="text-sm font-medium text-slate-900">
          {t('picker.folders', { count: shown.length })}
        </label>
        <select
          id={listId}
          size={Math.min(12, Math.max(4, shown.length))}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="w-full rounded-md border border-slate-400 p-1 text-sm"
        >
          {shown.map((option) => (
            <option key={option.uid} value={option.uid} disabled={option.refused !== null}>
              {option.refused === null
                ? option.path
                : t('picker.refusedOption', { path: option.path, reason: option.refused })}
            </option>
          ))}
        </select>
        {shown.length === 0 && <p className="text-sm text-slate-700">{t('picker.noMatch')}</p>}
        {props.error && <Alert tone="error">{props.error}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={props.onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={!canPick || props.pending}>
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
