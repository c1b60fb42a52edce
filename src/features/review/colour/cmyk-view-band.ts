/// <reference lib="webworker" />
import type { CmykSource } from '@/lib/cmyk/cmyk-source';
import { streamCmykView, type AccumulatorFor } from '@/lib/cmyk/cmyk-view';

/** Builds one band of the separations and coverage raster off the main thread. */
export interface CmykViewRequest {
  bytes: Uint8Array;
  page: number;
  maxLongSide: number;
  /** Page rows of the band (from a multiple of the cell). */
  from: number;
  to: number;
}

/** What a worker reads a band with: the source, and where its rows are added up (else here). */
export interface BandReader {
  source: CmykSource | null;
  accumulatorFor?: AccumulatorFor | undefined;
}

/**
 * Answers a worker's band requests with sources opened by `open`: one worker per reader, so
 * the TIFF and PSD views do not load the JPEG decoder.
 */
export function serveCmykViews(
  open: (bytes: Uint8Array, page: number) => BandReader | Promise<BandReader>,
) {
  self.onmessage = async (event: MessageEvent<CmykViewRequest>) => {
    try {
      const { bytes, page, maxLongSide, from, to } = event.data;
      const { source, accumulatorFor } = await open(bytes, page);
      if (!source) throw new Error('not a CMYK file');
      const view = await streamCmykView(source, maxLongSide, from, to, accumulatorFor);
      self.postMessage({ view }, { transfer: [view.inks.buffer, view.coverage.buffer] });
    } catch (error) {
      self.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  };
}
