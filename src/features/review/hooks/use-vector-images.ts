import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Asset } from '@/api/types';
import { overridesKey, usePdfDocument, type LayerOverrides, type PdfDocument } from '@/lib/pdf';
import { originalQueryOptions } from '../api/original-pdf';
import type { PageImages } from '../canvas/page-images';
import { vectorPageImages } from '../canvas/vector-images';

/** Whether the vector mode applies: a PDF whose original may be downloaded. */
export function canUseVector(asset: Asset, canDownload: boolean): boolean {
  return canDownload && /\.pdf$/i.test(asset.name);
}

export type VectorState =
  | { status: 'off' | 'loading' }
  | { status: 'ready'; images: PageImages }
  | { status: 'error'; error: unknown };

export interface VectorOptions {
  /** Open the original even with vector mode off (find and layers read it). */
  open?: boolean;
  /** The reviewer's layer choices; any makes the page drawn from the PDF. */
  layers?: LayerOverrides;
}

/**
 * Vector mode: when `enabled`, fetches the original PDF, opens it with pdf.js (the document
 * is owned by usePdfDocument and destroyed with it) and wraps the current page's images so
 * sharp regions come from the PDF, with the reviewer's layers. `document` is the open PDF
 * (also when only `options.open` asked for it).
 */
export function useVectorImages(
  asset: Asset,
  enabled: boolean,
  base: PageImages | null,
  page: number,
  options: VectorOptions = {},
): VectorState & { document: PdfDocument | null; documentFailed: boolean } {
  const wanted = enabled || options.open === true;
  const original = useQuery({ ...originalQueryOptions(asset), enabled: wanted });
  const pdf = usePdfDocument(wanted ? original.data : undefined);
  const [made, setMade] = useState<{
    base: PageImages;
    page: number;
    document: PdfDocument;
    layersKey: string;
    images: PageImages;
  } | null>(null);
  const document = pdf.status === 'ready' ? pdf.document : null;
  const layers = options.layers;
  const layersKey = layers ? overridesKey(layers) : '';

  useEffect(() => {
    if (!base || !document || !enabled) return;
    let active = true;
    vectorPageImages(base, document, page, layers).then(
      (made) => {
        if (active) setMade({ base, page, document, layersKey, images: made });
        else made.dispose();
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
    // layersKey stands for layers: equal overrides need no new images.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [base, document, page, enabled, layersKey]);

  const documentFailed = original.isError || pdf.status === 'error';
  if (!enabled) return { status: 'off', document, documentFailed };
  if (original.isError) return { status: 'error', error: original.error, document, documentFailed };
  if (pdf.status === 'error')
    return { status: 'error', error: pdf.error, document, documentFailed };
  if (
    made?.base === base &&
    made.page === page &&
    made.document === document &&
    made.layersKey === layersKey
  )
    return { status: 'ready', images: made.images, document, documentFailed };
  return { status: 'loading', document, documentFailed };
}
