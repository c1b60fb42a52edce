import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Asset, Project } from '@/api/types';
import { Alert, Button, Dialog, SelectField, Spinner, TextLink } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { useAddToLibrary, useLibraryFolders } from '../../api/add-to-library';
import type { AssetLinks } from '../../model/types';

/**
 * "Add to library…": copies the latest version into a folder of the client's library; the
 * project asset stays as it is. The outcome links to the new library asset.
 */
export function AddToLibrary({
  project,
  asset,
  libraryLink,
}: {
  project: Project;
  asset: Asset;
  libraryLink: NonNullable<AssetLinks['library']>;
}) {
  const { t } = useTranslation('assets');
  const [open, setOpen] = useState(false);
  const [folderUID, setFolderUID] = useState('');
  const [done, setDone] = useState<{ href: string; path: string } | null>(null);
  const formId = useId();
  const folders = useLibraryFolders(project.client.clientUID, open);
  const add = useAddToLibrary();
  const chosen = folderUID || folders.data?.[0]?.folderUID || '';
  const notProcessed = asset.status !== 'Processed';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const folder = folders.data?.find((f) => f.folderUID === chosen);
    if (!folder) return;
    add.mutate(
      { assetUID: asset.assetUID, folderUID: folder.folderUID },
      {
        onSuccess: (result) => {
          setOpen(false);
          setDone({
            href: libraryLink(folder.folderUID, result?.assetUID ?? null),
            path: folder.path,
          });
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          add.reset();
          setOpen(true);
        }}
      >
        {t('library.add')}
      </Button>
      {done && (
        <Alert tone="success">
          {t('library.done', { name: asset.name, folder: done.path })}{' '}
          <TextLink to={done.href}>{t('library.open')}</TextLink>
        </Alert>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('library.title', { name: asset.name })}
        description={t('library.description', { version: asset.version })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={add.isPending || !chosen || notProcessed}>
              {t('library.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
          {notProcessed && <Alert tone="warning">{t('library.notProcessed')}</Alert>}
          {folders.isPending && <Spinner label={t('library.loading')} />}
          {folders.isError && <Alert tone="error">{describeError(folders.error)}</Alert>}
          {folders.data && (
            <SelectField
              label={t('library.folder')}
              value={chosen}
              onChange={(event) => setFolderUID(event.target.value)}
            >
              {folders.data.map((folder) => (
                <option key={folder.folderUID} value={folder.folderUID}>
                  {folder.path}
                </option>
              ))}
            </SelectField>
          )}
          {add.isError && (
            <Alert tone="error">
              {t('library.failed')} {describeError(add.error)}
            </Alert>
          )}
        </form>
      </Dialog>
    </>
  );
}
