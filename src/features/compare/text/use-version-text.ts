import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/api/client';
import type { PageText } from '@/domain/text-compare';
import { extractPageText, usePdfDocument, type PdfDocument, type PdfPageSize } from '@/lib/pdf';
import { compareKeys } from '../api/compare-keys';

/** The original file of one version (GET /asset/download?Version=, then the file URL). */
function originalQueryOptions(assetUID: string, version: number) {
  return queryOptions({
    queryKey: compareKeys.original(assetUID, version),
    queryFn: async ({ signal }) => {
      const { downloadURL } = await api.get('/api/v1/asset/download', {
        query: { AssetUID: assetUID, Version: version },
        signal,
      });
      const response = await fetch(downloadURL, { signal });
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

export type VersionText =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; document: PdfDocument; pages: PageText[]; sizes: PdfPageSize[] };

/** Every page's text and size of one version's original PDF, and the open document. */
export function useVersionText(assetUID: string, version: number): VersionText {
  const original = useQuery(originalQueryOptions(assetUID, version));
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
