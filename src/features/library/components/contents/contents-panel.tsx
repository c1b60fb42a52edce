import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { DalAsset } from '@/api/types';
import { Button, EmptyState, Spinner } from '@/components/ui';
import { currentCollator } from '../../model/collator';
import type { FolderIndex } from '../../model/folder-index';
import { describeLibraryError } from '../../model/library-errors';
import { tagsOf, visibleAssets, type LibrarySearch } from '../../model/library-search';
import { keepVisible, orderedSelection, selectAll, type Selection } from '../../model/selection';
import type { AssetCommand } from '../dialogs/asset-dialogs';
import { AssetBrowser } from './asset-browser';
import { ContentsToolbar } from './contents-toolbar';
import { SelectionBar } from './selection-bar';
import { QueryErrorAlert } from '@/components/query-error-alert';

export interface ContentsPanelProps {
  index: FolderIndex;
  folderUID: string;
  assets: UseQueryResult<DalAsset[]>;
  search: LibrarySearch;
  onSearch: (patch: Partial<LibrarySearch>) => void;
  selection: Selection;
  onSelection: (selection: Selection) => void;
  onCommand: (command: AssetCommand, assets: DalAsset[]) => void;
  originNames: ReadonlyMap<string, string>;
}

/** The open folder's assets: filters, selection actions, the grid or list, and empty states that teach. */
export function ContentsPanel(props: ContentsPanelProps) {
  const { t, i18n } = useTranslation('library');
  const { assets: query, search, index, folderUID } = props;
  const all = query.data;
  const shown = useMemo(
    () => visibleAssets(all ?? [], search, currentCollator(i18n.language)),
    [all, search, i18n.language],
  );
  const order = shown.map((asset) => asset.assetUID);
  const selection = keepVisible(props.selection, order);
  const chosen = orderedSelection(selection, order)
    .map((uid) => shown.find((asset) => asset.assetUID === uid))
    .filter((asset): asset is DalAsset => asset !== undefined);
  const folder = index.byUID.get(folderUID);
  const libraryEmpty = index.byUID.size === 1;

  let body;
  if (query.isPending) body = <Spinner label={t('contents.loading')} />;
  else if (query.isError)
    body = (
      <QueryErrorAlert query={query}>
        {describeLibraryError(query.error, 'loadAssets', t)}
      </QueryErrorAlert>
    );
  else if ((all ?? []).length === 0)
    body = libraryEmpty ? (
      <EmptyState title={t('empty.libraryTitle')}>{t('empty.libraryBody')}</EmptyState>
    ) : (
      <EmptyState title={t('empty.folderTitle', { folder: folder?.name ?? '' })}>
        {folder && folder.childUIDs.length > 0
          ? t('empty.folderWithSubfolders', { count: folder.childUIDs.length })
          : null}{' '}
        {t('empty.folderBody')}
      </EmptyState>
    );
  else if (shown.length === 0)
    body = (
      <EmptyState
        title={t('empty.noMatchTitle')}
        action={
          <Button variant="secondary" onClick={() => props.onSearch({ text: '', tags: [] })}>
            {t('empty.clearFilters')}
          </Button>
        }
      >
        {t('empty.noMatchBody', { count: all?.length ?? 0 })}
      </EmptyState>
    );
  else
    body = (
      <AssetBrowser
        // A new view starts with fresh row measurements.
        key={search.view}
        assets={shown}
        view={search.view}
        label={t('contents.label', { folder: folder?.name ?? '', count: shown.length })}
        selection={selection}
        onSelectionChange={props.onSelection}
        onOpen={(asset) => props.onSearch({ asset: asset.assetUID })}
        originNames={props.originNames}
      />
    );

  return (
    <section
      aria-labelledby="library-folder-title"
      className="flex min-h-0 min-w-0 flex-1 flex-col gap-3"
    >
      <h2 id="library-folder-title" className="text-xl font-semibold text-slate-900">
        {folder?.name}{' '}
        {all && (
          <span className="text-base font-normal text-slate-700">
            {t('contents.count', { count: all.length, shown: shown.length })}
          </span>
        )}
      </h2>
      <ContentsToolbar search={search} tags={tagsOf(all ?? [])} onChange={props.onSearch} />
      <SelectionBar
        selected={chosen.length}
        total={shown.length}
        onCommand={(command) => props.onCommand(command, chosen)}
        onDetails={() => chosen[0] && props.onSearch({ asset: chosen[0].assetUID })}
        onSelectAll={() => props.onSelection(selectAll(order))}
        onClear={() => props.onSelection({ ids: new Set(), anchor: null })}
      />
      {body}
    </section>
  );
}
