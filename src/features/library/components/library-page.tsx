import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import type { DalAsset } from '@/api/types';
import { Alert, SelectField, Spinner } from '@/components/ui';
import { useFolderAssets } from '../api/folder-assets';
import { useFolderTree } from '../api/folder-tree';
import { useProjectNames } from '../api/projects';
import { useAssetActions } from '../hooks/use-asset-actions';
import { useMoveFolderAction } from '../hooks/use-move-folder-action';
import { useOpeningFolder } from '../hooks/use-opening-folder';
import { describeLibraryError } from '../model/library-errors';
import { readLibrarySearch, writeLibrarySearch, type LibrarySearch } from '../model/library-search';
import type { LibraryLinks } from '../model/links';
import type { LibraryNotice } from '../model/notice';
import { emptySelection, type Selection } from '../model/selection';
import { ContentsPanel } from './contents/contents-panel';
import { AssetDetailsPanel } from './details/asset-details-panel';
import { useAssetDialogs } from './dialogs/asset-dialogs';
import type { LibraryDragData, RawDragData } from './dnd/drag-data';
import { LibraryDnd } from './dnd/library-dnd';
import { FolderBreadcrumb } from './folder-breadcrumb';
import { NoticeView } from './notice-view';
import { FolderPanel } from './tree/folder-panel';
import { QueryErrorAlert } from '@/components/query-error-alert';

export interface LibraryPageProps {
  /** The signed-in person's clients; one library each. */
  clients: readonly { clientUID: string; name: string }[];
  links: LibraryLinks;
}

/** The digital asset library: folder tree, the open folder's assets, and one asset's details. */
export function LibraryPage({ clients, links }: LibraryPageProps) {
  const { t } = useTranslation('library');
  const [params, setParams] = useSearchParams();
  const search = readLibrarySearch(params);
  const clientUID = search.client ?? clients[0]?.clientUID ?? null;
  const tree = useFolderTree(clientUID);
  const index = tree.data;
  const linkedFolderGone = !!index && !!search.folder && !index.byUID.has(search.folder);
  const named = search.folder && !linkedFolderGone ? search.folder : null;
  const opening = useOpeningFolder(index, !!index && named === null);
  const folderUID = index ? (named ?? opening) : undefined;
  const assets = useFolderAssets(folderUID);
  const originNames = useProjectNames(search.view === 'list');
  const [selection, setSelection] = useState<{ folder: string | undefined; value: Selection }>({
    folder: folderUID,
    value: emptySelection,
  });
  const [notice, setNotice] = useState<LibraryNotice | null>(null);
  const currentSelection = selection.folder === folderUID ? selection.value : emptySelection;
  const setCurrentSelection = (value: Selection) => setSelection({ folder: folderUID, value });

  const update = (patch: Partial<LibrarySearch>, push = false) =>
    setParams(() => writeLibrarySearch({ ...search, ...patch }), { replace: !push });
  const openFolder = (uid: string) => {
    // Also when it is the folder the library opened on by itself: the address then names it.
    if (uid !== search.folder) update({ folder: uid, asset: null }, true);
  };

  const keepSelected = (uids: string[]) =>
    setCurrentSelection(
      uids.length > 0 ? { ids: new Set(uids), anchor: uids[0] ?? null } : emptySelection,
    );
  const actions = useAssetActions(index, links, setNotice);
  const folderMove = useMoveFolderAction(index, setNotice);
  const dialogs = useAssetDialogs({
    index,
    clientUID,
    actions,
    onFinished: (command, failed) => {
      // What could not be done stays selected, ready for another try.
      keepSelected(failed);
      if (command !== 'copy' && search.asset && !failed.includes(search.asset))
        update({ asset: null });
    },
  });

  const resolveDrag = (data: RawDragData): LibraryDragData => {
    if (data.type !== 'asset') return data;
    const uids = currentSelection.ids.has(data.assetUID)
      ? (assets.data ?? []).map((a) => a.assetUID).filter((uid) => currentSelection.ids.has(uid))
      : [data.assetUID];
    return {
      type: 'assets',
      assetUIDs: uids,
      label: uids.length === 1 ? data.name : t('drag.assets', { count: uids.length }),
    };
  };
  const onDrop = (data: LibraryDragData, target: string) => {
    if (data.type === 'folder') return folderMove.move(data.folderUID, target);
    const moving = (assets.data ?? []).filter((asset) => data.assetUIDs.includes(asset.assetUID));
    if (target === folderUID) {
      setNotice({ tone: 'info', text: t('moveAssets.droppedOnSame') });
      return;
    }
    void actions
      .move(moving, target)
      .then((outcomes) => keepSelected(outcomes.flatMap((o) => (o.ok ? [] : [o.id]))));
  };

  if (tree.isPending || (index && !folderUID)) return <Spinner label={t('loading')} />;
  if (tree.isError || !index || !folderUID)
    return (
      <QueryErrorAlert query={tree}>
        {describeLibraryError(tree.error, 'loadTree', t)}
      </QueryErrorAlert>
    );

  return (
    <LibraryDnd
      folderName={(uid) => index.byUID.get(uid)?.name ?? ''}
      resolve={resolveDrag}
      onDrop={onDrop}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
            <FolderBreadcrumb index={index} folderUID={folderUID} onOpen={openFolder} />
          </div>
          {clients.length > 1 && (
            <SelectField
              label={t('client')}
              value={clientUID ?? ''}
              onChange={(event) =>
                update(
                  { client: event.target.value, folder: null, asset: null, tags: [], text: '' },
                  true,
                )
              }
            >
              {clients.map((client) => (
                <option key={client.clientUID} value={client.clientUID}>
                  {client.name}
                </option>
              ))}
            </SelectField>
          )}
        </div>
        {linkedFolderGone && <Alert tone="warning">{t('folderGone')}</Alert>}
        {notice && <NoticeView notice={notice} onDismiss={() => setNotice(null)} />}
        <div className="flex flex-col gap-4 lg:h-[calc(100dvh-14rem)] lg:min-h-[32rem] lg:flex-row">
          <div className="flex h-80 flex-col lg:h-auto lg:w-72 lg:shrink-0">
            <FolderPanel
              index={index}
              currentUID={folderUID}
              onOpen={openFolder}
              notify={setNotice}
            />
          </div>
          <ContentsPanel
            index={index}
            folderUID={folderUID}
            assets={assets}
            search={search}
            onSearch={(patch) => update(patch, 'asset' in patch)}
            selection={currentSelection}
            onSelection={setCurrentSelection}
            onCommand={dialogs.open}
            originNames={originNames.data ?? new Map<string, string>()}
          />
          {search.asset && (
            <AssetDetailsPanel
              key={search.asset}
              assetUID={search.asset}
              index={index}
              links={links}
              onCommand={(command, asset: DalAsset) => dialogs.open(command, [asset])}
              onClose={() => update({ asset: null })}
            />
          )}
        </div>
        {dialogs.element}
      </div>
    </LibraryDnd>
  );
}
