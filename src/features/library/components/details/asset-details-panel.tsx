import { useTranslation } from '@/lib/i18n';
import type { DalAsset } from '@/api/types';
import { Alert, Button, Spinner, TextLink } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { useDalAsset } from '../../api/folder-assets';
import { useOriginProject } from '../../api/projects';
import { folderPath, type FolderIndex } from '../../model/folder-index';
import { describeLibraryError } from '../../model/library-errors';
import type { LibraryLinks } from '../../model/links';
import type { AssetCommand } from '../dialogs/asset-dialogs';
import { LibraryThumbnail } from '../contents/library-thumbnail';
import { HistoryTimeline } from './history-timeline';

/** Everything about one library asset, beside the folder: preview, facts, history, actions. */
export function AssetDetailsPanel({
  assetUID,
  index,
  links,
  onCommand,
  onClose,
}: {
  assetUID: string;
  index: FolderIndex | undefined;
  links: LibraryLinks;
  onCommand: (command: AssetCommand, asset: DalAsset) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('library');
  const query = useDalAsset(assetUID);
  const asset = query.data;
  const origin = useOriginProject(asset?.originProjectUID ?? null);

  let body;
  if (query.isPending) body = <Spinner label={t('details.loading')} />;
  else if (query.isError)
    body = <Alert tone="error">{describeLibraryError(query.error, 'loadAsset', t)}</Alert>;
  else if (asset) {
    body = (
      <>
        <LibraryThumbnail
          asset={asset}
          alt={t('thumbnail.alt', { name: asset.name })}
          missingText={t('thumbnail.missing')}
          className="max-h-80 w-full rounded-md"
        />
        <div role="group" aria-label={t('details.actions')} className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onCommand('copy', asset)}>
            {t('details.copy')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onCommand('move', asset)}>
            {t('details.move')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onCommand('delete', asset)}>
            {t('details.delete')}
          </Button>
        </div>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-slate-700">{t('details.descriptionLabel')}</dt>
          <dd className="whitespace-pre-wrap text-slate-900">
            {asset.description || t('details.noDescription')}
          </dd>
          <dt className="font-medium text-slate-700">{t('details.tags')}</dt>
          <dd className="text-slate-900">
            {asset.tags.length > 0 ? asset.tags.join(', ') : t('details.noTags')}
          </dd>
          <dt className="font-medium text-slate-700">{t('details.added')}</dt>
          <dd className="text-slate-900">{formatDate(asset.addedDate)}</dd>
          <dt className="font-medium text-slate-700">{t('details.folder')}</dt>
          <dd className="text-slate-900">{index ? folderPath(index, asset.folderUID) : ''}</dd>
          <dt className="font-medium text-slate-700">{t('details.origin')}</dt>
          <dd className="text-slate-900">
            {!asset.originProjectUID ? (
              t('details.noOrigin')
            ) : origin.isPending ? (
              t('details.originChecking')
            ) : origin.data ? (
              <TextLink to={links.project(origin.data.projectUID)}>{origin.data.name}</TextLink>
            ) : (
              t('details.originGone')
            )}
          </dd>
        </dl>
        <section aria-labelledby="library-history" className="flex flex-col gap-2">
          <h3 id="library-history" className="text-base font-semibold text-slate-900">
            {t('details.history', { count: asset.history.length })}
          </h3>
          <HistoryTimeline history={asset.history} />
        </section>
      </>
    );
  }

  return (
    <aside
      aria-labelledby="library-details-title"
      className="flex w-full flex-col gap-3 overflow-auto rounded-md border border-slate-300 bg-white p-4 lg:w-96 lg:shrink-0"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id="library-details-title"
          className="min-w-0 text-lg font-semibold break-words text-slate-900"
        >
          {asset?.name ?? t('details.title')}
        </h2>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </Button>
      </div>
      {body}
    </aside>
  );
}
