import { useCallback, useState } from 'react';
import type { Asset } from '@/api/types';
import type { LayerOverrides, PdfDocument } from '@/lib/pdf';
import { NO_MATCHES, type FindResult, type FindSource } from './find-types';

/**
 * PDFs up to this size are opened in the background once their first page shows, so a file
 * with layers offers them without a click; a bigger one is opened when find or vector mode
 * asks for it (and its layers are listed from then on).
 */
export const LAYER_DISCOVERY_BYTES = 25 * 1024 * 1024;

const isPdf = (asset: Asset) => /\.pdf$/i.test(asset.name);

/**
 * The reviewer's own way of looking at the file in one workspace: find (open, its matches)
 * and layers (the panel, the overrides). Client state only; nothing here reaches the server.
 */
export function useInspect(asset: Asset, pdfAvailable: boolean, pageShown: boolean) {
  const [find, setFind] = useState({ open: false, request: 0 });
  const [result, setResult] = useState<FindResult>(NO_MATCHES);
  const [layersOpen, setLayersOpen] = useState(false);
  const [overrides, setOverrides] = useState<LayerOverrides>({});
  const layered = Object.keys(overrides).length > 0;
  const discover = pdfAvailable && pageShown && asset.fileSize <= LAYER_DISCOVERY_BYTES;

  const openFind = useCallback(() => {
    setFind((state) => ({ open: true, request: state.request + 1 }));
  }, []);
  const closeFind = useCallback(() => {
    setFind((state) => ({ ...state, open: false }));
    setResult(NO_MATCHES);
  }, []);

  const findSource = (document: PdfDocument | null, failed: boolean): FindSource => {
    if (!isPdf(asset)) return 'none';
    if (!pdfAvailable) return 'unavailable';
    if (document) return 'ready';
    return failed ? 'error' : 'loading';
  };

  return {
    find,
    openFind,
    closeFind,
    result,
    setResult,
    findSource,
    layersOpen,
    setLayersOpen,
    overrides,
    setOverrides,
    layered,
    /** Whether the original PDF is to be opened (find, layers, or finding out about layers). */
    wantsPdf: pdfAvailable && (find.open || layered || discover),
  };
}
