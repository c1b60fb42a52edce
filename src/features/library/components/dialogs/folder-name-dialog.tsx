import { useState, type SubmitEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert, Button, Dialog, DialogActions, TextField } from '@/components/ui';
import { folderPath, type FolderIndex } from '../../model/folder-index';
import { describeLibraryError } from '../../model/library-errors';
import { FOLDER_NAME_MAX, folderNameProblem } from '../../model/folder-rules';
import { useCreateFolder, useRenameFolder } from '../../api/folder-mutations';

export type FolderNameMode =
  { kind: 'create'; parentUID: string } | { kind: 'rename'; folderUID: string };

/**
 * Name a new folder or rename one. The name is checked as the service will (required, length,
 * no sibling of that name) before sending; a refusal keeps what was typed.
 */
export function FolderNameDialog({
  index,
  mode,
  onClose,
  onDone,
}: {
  index: FolderIndex;
  mode: FolderNameMode;
  onClose: () => void;
  onDone: (folderUID: string) => void;
}) {
  const { t } = useTranslation('library');
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const folder = mode.kind === 'rename' ? index.byUID.get(mode.folderUID) : undefined;
  const parentUID = mode.kind === 'create' ? mode.parentUID : (folder?.parentUID ?? index.rootUID);
  const [name, setName] = useState(folder?.name ?? '');
  const [shown, setShown] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const pending = create.isPending || rename.isPending;

  const problemText = (problem: ReturnType<typeof folderNameProblem>) =>
    problem === null
      ? null
      : t(`folderName.${problem}`, {
          max: FOLDER_NAME_MAX,
          name: name.trim(),
          parent: folderPath(index, parentUID),
        });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = problemText(folderNameProblem(index, parentUID, name, folder?.folderUID));
    setShown(problem);
    setServerError(null);
    if (problem) return;
    const trimmed = name.trim();
    if (mode.kind === 'create') {
      create.mutate(
        { parentFolderUID: mode.parentUID, name: trimmed },
        {
          onSuccess: (created) => onDone(created.folderUID),
          onError: (error) => setServerError(describeLibraryError(error, 'createFolder', t)),
        },
      );
    } else {
      rename.mutate(
        { folderUID: mode.folderUID, name: trimmed },
        {
          onSuccess: () => onDone(mode.folderUID),
          onError: (error) => setServerError(describeLibraryError(error, 'renameFolder', t)),
        },
      );
    }
  };

  const title =
    mode.kind === 'create'
      ? t('folderName.createTitle')
      : t('folderName.renameTitle', { name: folder?.name ?? '' });
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={
        mode.kind === 'create'
          ? t('folderName.createIn', { parent: folderPath(index, parentUID) })
          : undefined
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('folderName.label')}
          value={name}
          maxLength={FOLDER_NAME_MAX}
          showCount
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog opened to type a name focuses its field (ARIA dialog pattern)
          autoFocus
          error={shown ?? undefined}
          onChange={(event) => {
            setName(event.target.value);
            if (shown) setShown(null);
          }}
        />
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {mode.kind === 'create' ? t('folderName.create') : t('folderName.rename')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
