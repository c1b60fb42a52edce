import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { PdfDocumentDialog } from '@/components/document-viewer';
import { useProofReport } from '../../api/proof-report';

/** A safe file name from the project name, e.g. "Proof report - Oat Crunch box.pdf". */
export function reportFileName(projectName: string, prefix: string): string {
  const cleaned = projectName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${prefix} - ${cleaned || 'project'}.pdf`;
}

/** Generates the project's proof report and shows it in the in-app viewer. */
export function ProofReportDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation('project');
  const fileName = reportFileName(project.name, t('report.filePrefix'));
  const report = useProofReport(project.projectUID);
  return (
    <PdfDocumentDialog
      title={t('report.title', { name: project.name })}
      query={report}
      label={t('report.documentLabel', { name: project.name })}
      download={{ label: t('report.download'), fileName }}
      pendingLabel={t('report.generating')}
      failedTitle={t('report.failed')}
      fileFailed={(status) => t('report.fileFailed', { status })}
      onClose={onClose}
    />
  );
}
