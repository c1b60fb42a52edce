import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PageText } from '@/domain/text-compare';
import { extractPageText, usePdfDocument, type PdfDocument, type PdfPageSize } from '@/lib/pdf';
import { assetOriginalQueryOptions } from '@/entities/asset/original';

export type VersionText =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; document: PdfDocument; pages: PageText[]; sizes: PdfPageSize[] };

/** Every page's text and size of one version's original PDF, and the open document. */
export function useVersionText(assetUID: string, version: number): VersionText {
  const original = useQuery(assetOriginalQueryOptions(assetUID, version));
  const pdf = usePdfDocument(original.data);
  const document = pdf.status === 'ready' ? pdf.document : null;
  const [read, setRead] = useState<{
    document: PdfDocument;
    pages: PageText[];
    sizes: PdfPageSize[];
  } | null>(null);
  const [failure, setFailure] = useState<{ document: PdfDocument; error: unknown } | null>(null);

  useEffect(() => {
    if (!document) return;
    let active = true;
    const indexes = Array.from({ length: document.pageCount }, (_, i) => i);
    Promise.all([
      Promise.all(indexes.map(async (i) => ({ items: await extractPageText(document, i + 1) }))),
      Promise.all(indexes.map((i) => document.pageSize(i))),
    ]).then(
      ([pages, sizes]) => {
        if (active) setRead({ document, pages, sizes });
      },
      (error: unknown) => {
        if (active) setFailure({ document, error });
      },
    );
    return () => {
      active = false;
    };
  }, [document]);

  if (original.isError) return { status: 'error', error: original.error };
  if (pdf.status === 'error') return { status: 'error', error: pdf.error };
  if (failure && failure.document === document) return { status: 'error', error: failure.error };
  if (read && read.document === document) return { status: 'ready', ...read };
  return { status: 'loading' };
}
