import { useTranslation } from '@/lib/i18n';
import type { Asset } from '@/api/types';
import { PdfDocumentDialog } from '@/components/document-viewer';
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
  const fileName = t('report.fileName', { name: asset.name.replace(/[\\/:*?"<>|]+/g, ' ') });
  const report = useAssetProofReport(asset.assetUID);
  return (
    <PdfDocumentDialog
      title={t('report.title', { name: asset.name })}
      query={report}
      label={t('report.label', { name: asset.name })}
      download={{ label: t('report.save'), fileName }}
      pendingLabel={t('report.generating')}
      failedTitle={t('report.failed')}
      fileFailed={(status) => t('download.fileFailed', { status })}
      onClose={onClose}
    />
  );
}
