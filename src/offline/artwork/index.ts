import type { Raster } from '@/offline/platform/processing/types';
import { DEMO_ARTWORK, type DemoArtworkKey, type DemoArtworkSpec } from './catalog';

export { DEMO_ARTWORK, type DemoArtworkKey, type DemoArtworkSpec };

/** A generated demo file, ready to go through the same upload and processing path as every upload. */
export interface DemoArtworkFile {
  key: DemoArtworkKey;
  fileName: string;
  contentType: string;
  description: string;
  client: DemoArtworkSpec['client'];
  product: string;
  versionOf?: DemoArtworkKey;
  bytes: Uint8Array;
}

/** Generates every demo file, one at a time (bounded memory), in upload order. */
export async function demoArtwork(raster: Raster): Promise<DemoArtworkFile[]> {
  const files: DemoArtworkFile[] = [];
  for (const { generate, ...spec } of DEMO_ARTWORK) {
    files.push({ ...spec, bytes: await generate(raster) });
  }
  return files;
}
