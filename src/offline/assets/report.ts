import type { ServiceContext } from '@/offline/platform/context';
import { REPORTS_PREFIX, loadPdfReport, type ReportSection } from '@/offline/reports';
import type { ProjectRow } from '@/offline/projects';
import type { AssetVersionRow } from './rows';
import { hexToken } from '@/offline/platform/ids';
import { versionsOf } from './lookup';

const sizeFormat = new Intl.NumberFormat('en-US');

function utcText(iso: string): string {
  return `${iso.replace('T', ' ').slice(0, 16)} UTC`;
}

/** Summary of the version and the table of every version of the asset. */
export function assetReportSections(
  ctx: ServiceContext,
  row: AssetVersionRow,
  project: ProjectRow,
): ReportSection[] {
  const review = ctx.projects.assetReviewStatus?.(row.assetUID);
  const uploader =
    row.uploadedByUserUID === null ? undefined : ctx.db.get('users', row.uploadedByUserUID);
  const summary: ReportSection = {
    heading: 'Summary',
    fields: [
      { label: 'Asset', value: row.name },
      { label: 'Version', value: String(row.version) },
      { label: 'Project', value: project.name },
      { label: 'Client', value: ctx.db.get('clients', project.clientUID)?.name ?? '-' },
      {
        label: 'Status',
        value: row.statusMessage ? `${row.status}: ${row.statusMessage}` : row.status,
      },
      { label: 'File type', value: row.fileType === '' ? '-' : row.fileType.toUpperCase() },
      { label: 'Pages', value: String(row.pagesCount) },
      { label: 'File size', value: `${sizeFormat.format(row.fileSize)} bytes` },
      { label: 'Uploaded', value: utcText(row.created) },
      { label: 'Uploaded by', value: uploader?.fullName ?? '-' },
      {
        label: 'Review status',
        value: review
          ? `${review.pendingCount} pending, ${review.approvedCount} approved, ${review.rejectedCount} rejected`
          : 'No reviews',
      },
    ],
  };
  const versions: ReportSection = {
    heading: 'Versions',
    table: {
      columns: ['Version', 'Status', 'Pages', 'Size (bytes)', 'Uploaded'],
      widths: [1, 1.5, 1, 1.5, 2.5],
      rows: versionsOf(ctx, row.assetUID).map((v) => [
        String(v.version),
        v.status,
        String(v.pagesCount),
        sizeFormat.format(v.fileSize),
        utcText(v.created),
      ]),
    },
    emptyText: 'No versions.',
  };
  return [summary, versions];
}

/** Renders the asset's proof report (PDF 1.4), stores it and returns the URL that serves it. */
export async function createAssetReport(
  ctx: ServiceContext,
  row: AssetVersionRow,
  project: ProjectRow,
  origin: string,
): Promise<string> {
  const sections = assetReportSections(ctx, row, project);
  const subject = { project, assetUID: row.assetUID, version: row.version, name: row.name };
  for (const extra of ctx.projects.assetReportSections) sections.push(...(await extra(subject)));
  // The PDF writer and its fonts load with the first report, not with the service.
  const { renderPdfReport } = await loadPdfReport();
  const bytes = await renderPdfReport({
    title: `Proof report: ${row.name}`,
    subtitle: `${project.name} · Asset ${row.assetUID} · Version ${row.version}`,
    generatedAt: new Date(ctx.clock.now()),
    sections,
  });
  // Hex, not newToken(): a base64url token may start with '-', which is no valid key segment.
  const key = `${REPORTS_PREFIX}/${hexToken()}.pdf`;
  await ctx.files.put(key, bytes, 'application/pdf');
  return `${origin}/files/${key}`;
}
