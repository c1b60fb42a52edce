import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/api/client';
import type { Asset } from '@/api/types';
import { usePdfDocument, type PdfDocument } from '@/lib/pdf';
import { reviewKeys } from '../api/review-keys';
import type { PageImages } from '../canvas/page-images';
import { vectorPageImages } from '../canvas/vector-images';

/** The original PDF's bytes (GET /asset/download, then the file URL, which needs no token). */
export function originalQueryOptions(asset: Asset) {
  return queryOptions({
    queryKey: reviewKeys.download(asset.assetUID, asset.version),
    queryFn: async ({ signal }) => {
      const { downloadURL } = await api.get('/api/v1/asset/download', {
        query: { AssetUID: asset.assetUID },
        signal,
      });
      const response = await fetch(downloadURL, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}

/** Whether the vector mode applies: a PDF whose original may be downloaded. */
export function canUseVector(asset: Asset, canDownload: boolean): boolean {
  return canDownload && /\.pdf$/i.test(asset.name);
}

export type VectorState =
  | { status: 'off' | 'loading' }
  | { status: 'ready'; images: PageImages }
  | { status: 'error'; error: unknown };

/**
 * Vector mode: when `enabled`, fetches the original PDF, opens it with pdf.js (the document
 * is owned by usePdfDocument and destroyed with it) and wraps the current page's images so
 * sharp regions come from the PDF.
 */
export function useVectorImages(
  asset: Asset,
  enabled: boolean,
  base: PageImages | null,
  page: number,
): VectorState {
  const original = useQuery({ ...originalQueryOptions(asset), enabled });
  const pdf = usePdfDocument(enabled ? original.data : undefined);
  const [made, setMade] = useState<{
    base: PageImages;
    page: number;
    document: PdfDocument;
    images: PageImages;
  } | null>(null);
  const document = pdf.status === 'ready' ? pdf.document : null;

  useEffect(() => {
    if (!base || !document) return;
    let active = true;
    vectorPageImages(base, document, page).then(
      (images) => {
        if (active) setMade({ base, page, document, images });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [base, document, page]);

  if (!enabled) return { status: 'off' };
  if (original.isError) return { status: 'error', error: original.error };
  if (pdf.status === 'error') return { status: 'error', error: pdf.error };
  if (made?.base === base && made.page === page && made.document === document)
    return { status: 'ready', images: made.images };
  return { status: 'loading' };
}
