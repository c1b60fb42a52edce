import { useEffect, useState } from 'react';
import type { Asset } from '@/api/types';
import { fetchPageBlob, pageImagesFromBlob, type PageImages } from '../canvas/page-images';
import { readCalibration, saveCalibration } from '../inspect/inspect-store';
import type { ScaleSource } from '../inspect/page-scale';
import { useInspectSource, type InspectSource } from '../inspect/use-inspect-source';
import type { Scale } from '../measure/measure-math';

/** One side of a comparison, as the compare view hands it over. */
export interface CompareInspectSide {
  version: number;
  pageUrl: string;
  page: number;
}

export interface CompareSide {
  version: number;
  page: number;
  /** The version's own page bitmap: its size and pixels (sampled on demand). */
  images: PageImages | null;
  failed: boolean;
  source: InspectSource;
  /** Millimetres per pixel of this version's page bitmap; null: it states no size. */
  scale: Scale | null;
  scaleFrom: ScaleSource | 'calibration' | null;
  /** Keeps (or with null forgets) this version's calibration, as the review tool does. */
  calibrate(scale: Scale | null): void;
}

/** Overview size asked of the page decoder: the tools read regions, never the overview. */
const OVERVIEW_LONG_SIDE = 256;

/** This version's page bitmap, decoded once while mounted (a new URL starts over). */
function usePageImages(url: string): { images: PageImages | null; failed: boolean } {
  const [state, setState] = useState<{ url: string; images: PageImages | null; failed: boolean }>({
    url: '',
    images: null,
    failed: false,
  });
  useEffect(() => {
    const abort = new AbortController();
    let made: PageImages | null = null;
    void (async () => {
      try {
        const blob = await fetchPageBlob(url, abort.signal);
        made = await pageImagesFromBlob(blob, OVERVIEW_LONG_SIDE);
        if (abort.signal.aborted) made.dispose();
        else setState({ url, images: made, failed: false });
      } catch {
        if (!abort.signal.aborted) setState({ url, images: null, failed: true });
      }
    })();
    return () => {
      abort.abort();
      made?.dispose();
    };
  }, [url]);
  return state.url === url ? state : { images: null, failed: false };
}

/**
 * What the compare view's measure and colour tools know of one version: its page pixels,
 * its own physical scale (from its original, or the reviewer's calibration of that version,
 * shared with the review tool) and, for CMYK originals, its ink values.
 */
export function useCompareSide(
  asset: Asset,
  side: CompareInspectSide,
  canReadOriginals: boolean,
  wantInks: boolean,
): CompareSide {
  const { images, failed } = usePageImages(side.pageUrl);
  // Without the originals (a review link that forbids downloads) a version is sized by calibration.
  const source = useInspectSource(
    asset,
    side.page,
    images?.size ?? null,
    canReadOriginals,
    wantInks,
  );
  const [calibration, setCalibration] = useState(() =>
    readCalibration(asset.assetUID, asset.version),
  );
  const fileScale = source.scale;
  return {
    version: side.version,
    page: side.page,
    images,
    failed,
    source,
    scale: fileScale ? { x: fileScale.mmPerPixelX, y: fileScale.mmPerPixelY } : calibration,
    scaleFrom: fileScale ? fileScale.source : calibration ? 'calibration' : null,
    calibrate(scale) {
      saveCalibration(asset.assetUID, asset.version, scale);
      setCalibration(scale);
    },
  };
}
