/// <reference lib="webworker" />
import { openCmykSource } from './cmyk-source';
import { buildCmykView } from './cmyk-views';

/** Builds separations and coverage off the main thread: the page may be 10,000 px across. */
export interface CmykViewRequest {
  bytes: Uint8Array;
  page: number;
  maxLongSide: number;
}

self.onmessage = (event: MessageEvent<CmykViewRequest>) => {
  try {
    const source = openCmykSource(event.data.bytes, event.data.page);
    if (!source) throw new Error('not a CMYK file');
    const view = buildCmykView(source, event.data.maxLongSide);
    self.postMessage({ view }, { transfer: [view.inks.buffer, view.coverage.buffer] });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
