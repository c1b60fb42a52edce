import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { isApiError } from '@/api/client';
import type { Asset, Project } from '@/api/types';
import { Alert, Button, cn, focusRing } from '@/components/ui';
import { FileFetchError } from '@/lib/files';
import { describeError } from '@/lib/i18n';
import { useDownloadAsset } from '../../api/asset-files';
import type { AssetLinks, VersionUploader } from '../../model/types';
import { AddToLibrary } from './add-to-library';
import { DeleteAssetDialog } from './delete-asset-dialog';
import { ProofReportViewer } from './proof-report-viewer';

type Notice = { tone: 'success' | 'error'; text: string } | null;

const secondaryLink = cn(
  'inline-flex items-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100',
  focusRing,
);

const linkButton = cn(
  'inline-flex items-center rounded-md border border-blue-700 bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800',
  focusRing,
);

/** Review, download, proof report, new version and delete, each explaining when it cannot. */
export function AssetActions({
  project,
  latest,
  selected,
  versionCount,
  links,
  writable,
  onUploadVersion,
  onDeleted,
}: {
  project: Project;
  latest: Asset;
  selected: Asset;
  versionCount: number;
  links: AssetLinks;
  writable: boolean;
  onUploadVersion?: VersionUploader | undefined;
  onDeleted: (all: boolean) => void;
}) {
  const { t } = useTranslation('assets');
  const download = useDownloadAsset();
  const fileRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [dialog, setDialog] = useState<'report' | 'delete' | null>(null);

  const onDownload = () => {
    setNotice(null);
    download.mutate(latest, {
      onError: (error) => {
        const text =
          isApiError(error) && error.kind === 'not-acceptable'
            ? t('download.notReady', {
                status: t(`status.${latest.status}`),
                reason: error.userMessage,
              })
            : error instanceof FileFetchError
              ? t('download.fileFailed', { status: error.status })
              : describeError(error);
        setNotice({ tone: 'error', text });
      },
    });
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !onUploadVersion) return;
    const outcome = onUploadVersion(latest, latest.version + 1, file);
    setNotice(
      outcome.queued
        ? {
            tone: 'success',
            text: t('newVersion.queued', { name: file.name, version: latest.version + 1 }),
          }
        : {
            tone: 'error',
            text: t('newVersion.refused', {
              name: file.name,
              asset: latest.name,
              assetType: outcome.assetType.toUpperCase() || t('newVersion.noType'),
              fileType: outcome.fileType.toUpperCase() || t('newVersion.noType'),
            }),
          },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
        <Link to={links.review(latest.assetUID)} className={linkButton}>
          {t('actions.review')}
        </Link>
        {links.compare && versionCount > 1 && (
          <Link to={links.compare(latest.assetUID)} className={secondaryLink}>
            {t('actions.compare')}
          </Link>
        )}
        <Button variant="secondary" disabled={download.isPending} onClick={onDownload}>
          {download.isPending ? t('actions.downloading') : t('actions.download')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('report')}>
          {t('actions.proofReport')}
        </Button>
        {links.library && (
          <AddToLibrary project={project} asset={latest} libraryLink={links.library} />
        )}
        {onUploadVersion && writable && (
          <Button variant="secondary" onClick={() => fileRef.current?.click()}>
            {t('actions.newVersion', { version: latest.version + 1 })}
          </Button>
        )}
        {writable && (
          <Button variant="danger" onClick={() => setDialog('delete')}>
            {t('actions.delete')}
          </Button>
        )}
      </div>
      {!writable && <p className="text-sm text-slate-700">{t('actions.readOnly')}</p>}
      <p className="text-sm text-slate-700">
        {t('actions.latestNote', { version: latest.version })}
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <input ref={fileRef} type="file" hidden tabIndex={-1} onChange={onPick} />
      {dialog === 'report' && <ProofReportViewer asset={latest} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <DeleteAssetDialog
          projectUID={project.projectUID}
          asset={selected}
          versionCount={versionCount}
          onClose={() => setDialog(null)}
          onDeleted={(all) => {
            setDialog(null);
            onDeleted(all);
          }}
        />
      )}
    </div>
  );
}
