/** What the rest of the offline service may use of reports: the one way in (lint enforces it). */
import type * as PdfReport from './pdf-report';

export type { ReportSection } from './pdf-report';
export { REPORTS_PREFIX, createProjectReport } from './project-report';

/** The PDF writer and its fonts, loaded with the first generated document, not with the service. */
export function loadPdfReport(): Promise<typeof PdfReport> {
  return import('./pdf-report');
}
