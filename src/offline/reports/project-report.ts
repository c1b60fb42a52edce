import type { ServiceContext } from '@/offline/platform/context';
import { hexToken } from '@/offline/platform/ids';
import { buildProjectRecord } from '@/offline/projects';
import type { ProjectRow } from '@/offline/projects';
import type { ReportSection } from './pdf-report';

/** File-store key prefix of generated reports; served under `/files/reports/...`. */
export const REPORTS_PREFIX = 'reports';

function dateText(iso: string | null): string {
  if (iso === null) return '-';
  return iso.length === 10 ? iso : iso.replace('T', ' ').slice(0, 16) + ' UTC';
}

/** The summary, assets and tasks of a project as report sections. */
function projectReportSections(
  ctx: ServiceContext,
  row: ProjectRow,
  origin: string,
): ReportSection[] {
  const record = buildProjectRecord(ctx, row, origin, {
    assets: true,
    lastVersionOnly: true,
    tasks: true,
  });
  const userName = (uid: string) => ctx.db.get('users', uid)?.fullName ?? uid;
  const summary: ReportSection = {
    heading: 'Summary',
    fields: [
      { label: 'Project', value: record.name },
      { label: 'Client', value: record.client.name },
      { label: 'Customer', value: record.customer ?? '-' },
      { label: 'Product', value: record.project ?? '-' },
      { label: 'Design', value: record.design ?? '-' },
      { label: 'Revision', value: record.revision ?? '-' },
      { label: 'State', value: record.projectState },
      { label: 'Due date', value: dateText(record.dueDate) },
      { label: 'Created', value: dateText(record.created) },
      { label: 'Owners', value: record.owners.map(userName).join(', ') || '-' },
      { label: 'Tags', value: record.tags.join(', ') || '-' },
      {
        label: 'Review status',
        value: `${record.reviewStatus.pendingCount} pending, ${record.reviewStatus.approvedCount} approved, ${record.reviewStatus.rejectedCount} rejected`,
      },
    ],
  };
  if (record.description) summary.paragraphs = [record.description];
  const assets: ReportSection = {
    heading: 'Assets',
    table: {
      columns: ['Name', 'Version', 'Status', 'Pages', 'Approved', 'Rejected'],
      widths: [4, 1, 1.5, 1, 1.2, 1.2],
      rows: (record.assets ?? []).map((asset) => [
        asset.name,
        String(asset.version),
        asset.status,
        String(asset.pagesCount),
        String(asset.reviewStatus.approvedCount),
        String(asset.reviewStatus.rejectedCount),
      ]),
    },
    emptyText: 'No assets have been uploaded.',
  };
  const tasks: ReportSection = {
    heading: 'Active tasks',
    table: {
      columns: ['Type', 'Assignee', 'Status', 'Created'],
      widths: [2, 3, 1.5, 2],
      rows: (record.tasks ?? []).map((task) => [
        task.type,
        task.user.fullName ?? task.user.email,
        task.status,
        dateText(task.created),
      ]),
    },
    emptyText: 'No active tasks.',
  };
  return [summary, assets, tasks];
}

/** Renders the proof report, stores it and returns the URL that serves it. */
export async function createProjectReport(
  ctx: ServiceContext,
  row: ProjectRow,
  origin: string,
): Promise<string> {
  const sections = projectReportSections(ctx, row, origin);
  for (const extra of ctx.projects.reportSections) sections.push(...(await extra(row)));
  // The PDF writer and its fonts load on the first report only, out of the service's startup code.
  const { renderPdfReport } = await import('./pdf-report');
  const bytes = await renderPdfReport({
    title: `Proof report: ${row.name}`,
    subtitle: `${ctx.db.get('clients', row.clientUID)?.name ?? ''} · Project ${row.projectUID}`,
    generatedAt: new Date(ctx.clock.now()),
    sections,
  });
  const key = `${REPORTS_PREFIX}/${hexToken()}.pdf`;
  await ctx.files.put(key, bytes, 'application/pdf');
  return `${origin}/files/${key}`;
}
