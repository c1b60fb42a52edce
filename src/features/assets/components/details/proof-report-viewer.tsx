import { useTranslation } from 'react-i18next';
import type { Asset } from '@/api/types';
import { DocumentDialog, PdfPreview } from '@/components/document-viewer';
import { Alert, Button, Spinner } from '@/components/ui';
import { FileFetchError, saveBlob } from '@/lib/files';
import { describeError } from '@/lib/i18n';
import { useAssetProofReport } from '../../api/asset-files';

/** The asset's proof report (a fresh PDF from the service) in the in-app viewer. */
export function ProofReportViewer({
  asset,
  onClose,
}: {
  asset: Pick<Asset, 'assetUID' | 'name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('assets');
  const report = useAssetProofReport(asset.assetUID);
  const fileName = t('report.fileName', { name: asset.name.replace(/[\\/:*?"<>|]+/g, ' ') });
  let body;
  if (report.isPending) {
    body = (
      <div className="grid h-full place-items-center">
        <Spinner label={t('report.generating')} />
      </div>
    );
  } else if (report.isError) {
    body = (
      <div className="p-4">
        <Alert
          tone="error"
          title={t('report.failed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void report.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {report.error instanceof FileFetchError
            ? t('download.fileFailed', { status: report.error.status })
            : describeError(report.error)}
        </Alert>
      </div>
    );
  } else {
    body = <PdfPreview bytes={report.data} label={t('report.label', { name: asset.name })} />;
  }
  const bytes = report.data;
  return (
    <DocumentDialog
      title={t('report.title', { name: asset.name })}
      onClose={onClose}
      actions={
        bytes && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              saveBlob(new Blob([bytes.slice()], { type: 'application/pdf' }), fileName)
            }
          >
            {t('report.save')}
          </Button>
        )
      }
    >
      {body}
    </DocumentDialog>
  );
}
