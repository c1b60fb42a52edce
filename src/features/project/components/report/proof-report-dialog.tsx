import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/types';
import { Alert, Button, Spinner } from '@/components/ui';
import { describeError } from '@/lib/i18n';
import { ReportFileError, useProofReport } from '../../api/proof-report';
import { PdfViewer } from './pdf-viewer';
import { ViewerDialog } from './viewer-dialog';

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
  const report = useProofReport(project.projectUID);
  let body;
  if (report.isPending) {
    body = (
      <div className="grid h-full place-items-center">
        <Spinner label={t('report.generating')} />
      </div>
    );
  } else if (report.isError) {
    const error = report.error;
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
          {error instanceof ReportFileError
            ? t('report.fileFailed', { status: error.status })
            : describeError(error)}
        </Alert>
      </div>
    );
  } else {
    body = (
      <PdfViewer
        bytes={report.data.bytes}
        fileName={reportFileName(project.name, t('report.filePrefix'))}
        label={t('report.documentLabel', { name: project.name })}
      />
    );
  }
  return (
    <ViewerDialog title={t('report.title', { name: project.name })} onClose={onClose}>
      {body}
    </ViewerDialog>
  );
}
