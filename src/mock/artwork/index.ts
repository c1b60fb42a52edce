import type { Raster } from '@/mock/processing/types';
import { CARTON_FLAT_SIZE, paintCartonFlat } from './carton-flat';
import { COFFEE_BAG_SIZE, paintCoffeeBag } from './coffee-bag';
import { paint } from './draw-kit';
import { JAM_LABEL_SIZE, paintJamLabelV1, paintJamLabelV2 } from './jam-label';
import { buildLeafletPdf } from './leaflet-pdf';

/** Stable ids of the demo files, for the seed to pick from. */
export type DemoArtworkKey =
  'jam-label' | 'jam-label-v2' | 'coffee-bag' | 'carton-flat' | 'leaflet';

/** A demo file, described but not yet generated. */
export interface DemoArtworkSpec {
  key: DemoArtworkKey;
  /** Upload name. A later version of an asset has the same name (decisions.md: same name = next version). */
  fileName: string;
  contentType: string;
  /** One line about the file, usable as an asset description. */
  description: string;
  /** The demo tenant whose world the artwork belongs to (brands are invented). */
  client: 'Acme Packaging' | 'Nordic Foods';
  /** For a later version: the key of the file it replaces. */
  versionOf?: DemoArtworkKey;
  /** Generates the file's bytes; the same bytes every time in one environment. */
  generate: (raster: Raster) => Promise<Uint8Array>;
}

/** A generated demo file, ready to go through the same upload and processing path as every upload. */
export interface DemoArtworkFile {
  key: DemoArtworkKey;
  fileName: string;
  contentType: string;
  description: string;
  client: DemoArtworkSpec['client'];
  versionOf?: DemoArtworkKey;
  bytes: Uint8Array;
}

const JAM_LABEL_NAME = 'fjord-field-lingonberry-jam-label.png';

/** The demo artwork, in upload order (a version 2 after its version 1). */
export const DEMO_ARTWORK: readonly DemoArtworkSpec[] = [
  {
    key: 'jam-label',
    fileName: JAM_LABEL_NAME,
    contentType: 'image/png',
    description: 'Wrap-around jar label, 340 g, first print run',
    client: 'Nordic Foods',
    generate: (raster) =>
      paint(raster, JAM_LABEL_SIZE.width, JAM_LABEL_SIZE.height, paintJamLabelV1),
  },
  {
    key: 'jam-label-v2',
    fileName: JAM_LABEL_NAME,
    contentType: 'image/png',
    description: 'New recipe: 30% less sugar, 370 g, updated ingredients and nutrition',
    client: 'Nordic Foods',
    versionOf: 'jam-label',
    generate: (raster) =>
      paint(raster, JAM_LABEL_SIZE.width, JAM_LABEL_SIZE.height, paintJamLabelV2),
  },
  {
    key: 'leaflet',
    fileName: 'fjord-field-lingonberry-jam-leaflet.pdf',
    contentType: 'application/pdf',
    description: 'Four-page A5 product leaflet in English, German and French',
    client: 'Nordic Foods',
    generate: () => buildLeafletPdf(),
  },
  {
    key: 'coffee-bag',
    fileName: 'acme-roast-ethiopia-250g-front.jpg',
    contentType: 'image/jpeg',
    description: 'Stand-up pouch front, 250 g whole bean',
    client: 'Acme Packaging',
    generate: (raster) =>
      paint(raster, COFFEE_BAG_SIZE.width, COFFEE_BAG_SIZE.height, paintCoffeeBag, 0.88),
  },
  {
    key: 'carton-flat',
    fileName: 'morning-harbour-granola-500g-carton-flat.png',
    contentType: 'image/png',
    description:
      'Carton flat with dieline: reverse tuck end, glue flap, nutrition panel and barcode',
    client: 'Acme Packaging',
    generate: (raster) =>
      paint(raster, CARTON_FLAT_SIZE.width, CARTON_FLAT_SIZE.height, paintCartonFlat),
  },
];

/** Generates every demo file, one at a time (bounded memory), in upload order. */
export async function demoArtwork(raster: Raster): Promise<DemoArtworkFile[]> {
  const files: DemoArtworkFile[] = [];
  for (const { generate, ...spec } of DEMO_ARTWORK) {
    files.push({ ...spec, bytes: await generate(raster) });
  }
  return files;
}
