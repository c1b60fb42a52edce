import { useQuery } from '@tanstack/react-query';
import { usePdfDocument, type PdfDocument } from '@/lib/pdf';
import { assetOriginalQueryOptions } from '@/entities/asset/original';

/** Where one version's PDF is for find and layers. */
export type VersionPdf =
  | { status: 'not-pdf' | 'unavailable' | 'off' | 'loading' | 'error'; document: null }
  | { status: 'ready'; document: PdfDocument };

/** PDF and Illustrator (PDF-compatible) files carry a text layer and optional content. */
export const isPdfName = (name: string): boolean => /\.(pdf|ai)$/i.test(name);

/**
 * One version's original opened with pdf.js while `wanted` (the same cached bytes as the
 * Text view and the review tool); the document is destroyed with the hook. `available`
 * false: the viewer may not download originals, so none is asked for.
 */
export function useVersionPdf(
  assetUID: string,
  version: number,
  name: string | undefined,
  wanted: boolean,
  available = true,
): VersionPdf {
  const pdf = name !== undefined && isPdfName(name) && available;
  const original = useQuery({
    ...assetOriginalQueryOptions(assetUID, version),
    enabled: pdf && wanted,
  });
  const opened = usePdfDocument(pdf && wanted ? original.data : undefined);
  if (name === undefined) return { status: 'loading', document: null };
  if (!isPdfName(name)) return { status: 'not-pdf', document: null };
  if (!available) return { status: 'unavailable', document: null };
  if (!wanted) return { status: 'off', document: null };
  if (original.isError || opened.status === 'error') return { status: 'error', document: null };
  if (opened.status === 'ready') return { status: 'ready', document: opened.document };
  return { status: 'loading', document: null };
}
