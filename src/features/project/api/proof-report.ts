import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { projectKeys } from './project-keys';

/** A generated proof report: the service's link and the PDF it serves. */
export interface ProofReport {
  downloadURL: string;
  bytes: Uint8Array;
}

/** The report link answered, but the file behind it did not arrive. */
export class ReportFileError extends Error {
  override readonly name = 'ReportFileError';
  readonly status: number;
  constructor(status: number) {
    super(`The proof report file could not be loaded (HTTP ${status}).`);
    this.status = status;
  }
}

async function getProofReport(projectUID: string, signal: AbortSignal): Promise<ProofReport> {
  const { downloadURL } = await api.get('/api/v1/project/proofreport', {
    query: { ProjectUID: projectUID },
    signal,
  });
  // The link is a plain file URL (no token): the service's secret is in the URL itself.
  const response = await fetch(downloadURL, { signal });
  if (!response.ok) throw new ReportFileError(response.status);
  return { downloadURL, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * Each opening of the viewer asks for a fresh report (it reflects the project now); while
 * open, it stays put rather than reloading under the reader on window focus.
 */
export function proofReportQueryOptions(projectUID: string) {
  return queryOptions({
    queryKey: projectKeys.proofReport(projectUID),
    queryFn: ({ signal }) => getProofReport(projectUID, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useProofReport(projectUID: string) {
  return useQuery(proofReportQueryOptions(projectUID));
}
