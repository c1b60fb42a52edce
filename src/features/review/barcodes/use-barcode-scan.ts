import { useEffect, useState } from 'react';
import { fetchPageBlob } from '../canvas/page-images';
import { bitmapMmPerPixel } from '../inspect/page-scale';
import { scanPage, type ScanResult } from './scan/scan-client';

export type BarcodeScanState =
  | { status: 'scanning'; progress: number }
  | { status: 'done'; result: ScanResult; mmPerPixel: number | null }
  | { status: 'failed'; message: string };

/** Scans the page bitmap at `url` for barcodes once per URL while mounted; a new page starts over. */
export function useBarcodeScan(url: string | null): BarcodeScanState {
  const [state, setState] = useState<{ url: string | null; value: BarcodeScanState }>({
    url: null,
    value: { status: 'scanning', progress: 0 },
  });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    const update = (value: BarcodeScanState) => {
      if (!abort.signal.aborted) setState({ url, value });
    };
    void (async () => {
      try {
        const blob = await fetchPageBlob(url, abort.signal);
        const scale = bitmapMmPerPixel(new Uint8Array(await blob.slice(0, 65536).arrayBuffer()));
        const result = await scanPage(blob, abort.signal, (progress) =>
          update({ status: 'scanning', progress }),
        );
        update({ status: 'done', result, mmPerPixel: scale });
      } catch (error) {
        update({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    })();
    return () => abort.abort();
  }, [url]);
  return state.url === url ? state.value : { status: 'scanning', progress: 0 };
}
