import { useCallback, useMemo, useState } from 'react';
import type { Asset } from '@/api/types';
import { usePdfLayers } from '@/lib/pdf';
import type { Comparison } from '../hooks/load-comparison';
import type { VersionPair } from '../model/versions';
import { NO_FIND_RESULT, type CompareFindResult } from './find-result';
import { matchLayers, overridesFor, type LayerChoices } from './layer-rows';
import { useLayeredComparison } from './use-layered-comparison';
import { useVersionPdf } from './use-version-pdf';

/**
 * PDFs up to this size are opened once the pages show, so a file with layers offers them
 * without a click (as in the review tool); a bigger one is opened when find asks for it.
 */
export const LAYER_DISCOVERY_BYTES = 25 * 1024 * 1024;

/**
 * The reviewer's own way of looking at both versions in compare: find (open, its matches)
 * and layers (the matched list, the choices, the pages drawn with them). Client state only:
 * nothing here reaches the server or changes a file.
 */
export function useCompareInspect(
  assetUID: string,
  pair: VersionPair,
  assets: { before: Asset | undefined; after: Asset | undefined },
  page: number,
  base: Comparison | null,
  /** Whether the viewer may download the originals (find and layers read them). */
  originals = true,
) {
  const [find, setFind] = useState({ open: false, request: 0 });
  const [result, setResult] = useState<CompareFindResult>(NO_FIND_RESULT);
  const [layersOpen, setLayersOpen] = useState(false);
  const [choices, setChoices] = useState<LayerChoices>({});
  const changed = Object.keys(choices).length > 0;
  const small = (asset: Asset | undefined) =>
    asset !== undefined && asset.fileSize <= LAYER_DISCOVERY_BYTES;
  const discover = base !== null && small(assets.before) && small(assets.after);
  const wanted = find.open || changed || discover;
  const before = useVersionPdf(assetUID, pair.from, assets.before?.name, wanted, originals);
  const after = useVersionPdf(assetUID, pair.to, assets.after?.name, wanted, originals);
  const beforeLayers = usePdfLayers(before.document);
  const afterLayers = usePdfLayers(after.document);
  const rows = useMemo(
    () => (beforeLayers && afterLayers ? matchLayers(beforeLayers, afterLayers) : null),
    [beforeLayers, afterLayers],
  );
  const sources = useMemo(() => {
    if (!rows || !before.document || !after.document) return null;
    return {
      before: { document: before.document, page, layers: overridesFor(rows, choices, 'before') },
      after: { document: after.document, page, layers: overridesFor(rows, choices, 'after') },
    };
  }, [rows, choices, before.document, after.document, page]);
  const layered = useLayeredComparison(base, sources?.before ?? null, sources?.after ?? null);

  const openFind = useCallback(() => {
    setFind((state) => ({ open: true, request: state.request + 1 }));
  }, []);
  const closeFind = useCallback(() => {
    setFind((state) => ({ ...state, open: false }));
    setResult(NO_FIND_RESULT);
  }, []);

  return {
    find,
    openFind,
    closeFind,
    result,
    setResult,
    pdfs: { before, after },
    /** The matched layers; null until both lists are known, empty when neither has any. */
    rows,
    choices,
    setChoices,
    changed,
    layersOpen,
    setLayersOpen,
    /** The pages drawn with the reviewer's layers (null: the files' own state), and its state. */
    layered,
  };
}

export type CompareInspect = ReturnType<typeof useCompareInspect>;
