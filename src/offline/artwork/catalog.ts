import type { Raster } from '@/offline/platform/processing/types';
import { CARTON_FLAT_SIZE, paintCartonFlat } from './carton-flat';
import { JASMINE_TEA_THEME, OAT_CRUNCH_THEME } from './carton-theme';
import { COFFEE_BAG_SIZE, paintCoffeeBag } from './coffee-bag';
import { buildCmykCartonProof } from './cmyk-carton-proof';
import { paintColdBrewLabel } from './cold-brew-label';
import { withJfifDpi } from '@/lib/jpeg-density';
import { paint } from './draw-kit';
import { LABEL_PPI, PRINT_RESOLUTION, printsAt } from './print-resolution';
import { paintJamLabelV1, paintJamLabelV2 } from './jam-label';
import { paintJuiceLabelV1, paintJuiceLabelV2 } from './juice-label';
import { buildGranolaBackPanel } from './granola-back-panel';
import { buildLeafletPdf } from './leaflet-pdf';
import { JAM_LEAFLET, JUICE_LEAFLET } from './leaflet-themes-fruit';
import { BUTTER_WRAPPER, YOGURT_SLEEVE } from './leaflet-themes-dairy';
import { WRAP_LABEL_SIZE } from './wrap-label';

/** Stable ids of the demo files, for the seed to pick from. */
export type DemoArtworkKey =
  | 'jam-label'
  | 'jam-label-v2'
  | 'leaflet'
  | 'coffee-bag'
  | 'carton-flat'
  | 'juice-label'
  | 'juice-label-v2'
  | 'juice-leaflet'
  | 'cold-brew-label'
  | 'tea-gift-box'
  | 'yogurt-sleeve'
  | 'butter-wrapper'
  | 'granola-back-panel'
  | 'granola-back-panel-v2'
  | 'carton-cmyk-proof';

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
  /** The product the artwork shows, by the name its demo project gives it; drawn on every page. */
  product: string;
  /** For a later version: the key of the file it replaces. */
  versionOf?: DemoArtworkKey;
  /** Generates the file's bytes; the same bytes every time in one environment. */
  generate: (raster: Raster) => Promise<Uint8Array>;
}

const { width: LABEL_W, height: LABEL_H } = WRAP_LABEL_SIZE;
const JAM_LABEL_NAME = 'fjord-field-lingonberry-jam-label.png';
const JUICE_LABEL_NAME = 'forest-harvest-lingonberry-nectar-1l-carton-wrap.png';
const GRANOLA_BACK_NAME = 'morning-harbour-oat-crunch-500g-back-panel.pdf';

/** The demo artwork, in upload order (a version 2 after its version 1). */
export const DEMO_ARTWORK: readonly DemoArtworkSpec[] = [
  {
    key: 'jam-label',
    fileName: JAM_LABEL_NAME,
    contentType: 'image/png',
    description: 'Wrap-around jar label, 340 g, first print run',
    client: 'Nordic Foods',
    product: 'Lingonberry Jam',
    generate: async (raster) =>
      printsAt(PRINT_RESOLUTION.wrapLabel, await paint(raster, LABEL_W, LABEL_H, paintJamLabelV1)),
  },
  {
    key: 'jam-label-v2',
    fileName: JAM_LABEL_NAME,
    contentType: 'image/png',
    description: 'New recipe: 30% less sugar, 370 g, updated ingredients and nutrition',
    client: 'Nordic Foods',
    product: 'Lingonberry Jam',
    versionOf: 'jam-label',
    generate: async (raster) =>
      printsAt(PRINT_RESOLUTION.wrapLabel, await paint(raster, LABEL_W, LABEL_H, paintJamLabelV2)),
  },
  {
    key: 'leaflet',
    fileName: 'fjord-field-lingonberry-jam-leaflet.pdf',
    contentType: 'application/pdf',
    description: 'Four-page A5 product leaflet in English, German and French',
    client: 'Nordic Foods',
    product: 'Lingonberry Jam',
    generate: () => buildLeafletPdf(JAM_LEAFLET),
  },
  {
    key: 'coffee-bag',
    fileName: 'acme-roast-ethiopia-250g-front.jpg',
    contentType: 'image/jpeg',
    description: 'Stand-up pouch front, 250 g whole bean',
    client: 'Acme Packaging',
    product: 'Ethiopia Yirgacheffe',
    generate: (raster) =>
      paint(raster, COFFEE_BAG_SIZE.width, COFFEE_BAG_SIZE.height, paintCoffeeBag, 0.88),
  },
  {
    key: 'carton-flat',
    fileName: 'morning-harbour-granola-500g-carton-flat.png',
    contentType: 'image/png',
    description:
      'Oat Crunch carton flat with dieline: reverse tuck end, glue flap, nutrition panel and barcode',
    client: 'Acme Packaging',
    product: 'Oat Crunch',
    generate: async (raster) =>
      printsAt(
        PRINT_RESOLUTION.cartonFlat,
        await paint(
          raster,
          CARTON_FLAT_SIZE.width,
          CARTON_FLAT_SIZE.height,
          paintCartonFlat(OAT_CRUNCH_THEME),
        ),
      ),
  },
  {
    key: 'juice-label',
    fileName: JUICE_LABEL_NAME,
    contentType: 'image/png',
    description: 'Wrap of the 1 l gable-top carton, first print run',
    client: 'Nordic Foods',
    product: 'Lingonberry Nectar',
    generate: async (raster) =>
      printsAt(
        PRINT_RESOLUTION.wrapLabel,
        await paint(raster, LABEL_W, LABEL_H, paintJuiceLabelV1),
      ),
  },
  {
    key: 'juice-label-v2',
    fileName: JUICE_LABEL_NAME,
    contentType: 'image/png',
    description: 'New recipe: 30% less sugar, updated ingredients and nutrition',
    client: 'Nordic Foods',
    product: 'Lingonberry Nectar',
    versionOf: 'juice-label',
    generate: async (raster) =>
      printsAt(
        PRINT_RESOLUTION.wrapLabel,
        await paint(raster, LABEL_W, LABEL_H, paintJuiceLabelV2),
      ),
  },
  {
    key: 'juice-leaflet',
    fileName: 'forest-harvest-lingonberry-nectar-leaflet.pdf',
    contentType: 'application/pdf',
    description: 'Four-page A5 autumn leaflet in English, German and French',
    client: 'Nordic Foods',
    product: 'Lingonberry Nectar',
    generate: () => buildLeafletPdf(JUICE_LEAFLET),
  },
  {
    key: 'cold-brew-label',
    fileName: 'bean-and-bottle-cold-brew-original-250ml-label.jpg',
    contentType: 'image/jpeg',
    description: 'Wrap-around bottle label, 250 ml, revision B',
    client: 'Acme Packaging',
    product: 'Cold Brew Original',
    generate: async (raster) =>
      withJfifDpi(await paint(raster, LABEL_W, LABEL_H, paintColdBrewLabel, 0.88), LABEL_PPI),
  },
  {
    key: 'tea-gift-box',
    fileName: 'leaf-and-co-jasmine-pearls-gift-box-flat.png',
    contentType: 'image/png',
    description: 'Gift box wrap flat with dieline, brewing guide and barcode',
    client: 'Acme Packaging',
    product: 'Jasmine Pearls',
    generate: async (raster) =>
      printsAt(
        PRINT_RESOLUTION.cartonFlat,
        await paint(
          raster,
          CARTON_FLAT_SIZE.width,
          CARTON_FLAT_SIZE.height,
          paintCartonFlat(JASMINE_TEA_THEME),
        ),
      ),
  },
  {
    key: 'yogurt-sleeve',
    fileName: 'fjord-dairy-greek-style-4x125g-sleeve.pdf',
    contentType: 'application/pdf',
    description: 'Multipack sleeve, four panels (front, ingredients, nutrition, legal), one a page',
    client: 'Nordic Foods',
    product: 'Fjord Greek Style',
    generate: () => buildLeafletPdf(YOGURT_SLEEVE),
  },
  {
    key: 'butter-wrapper',
    fileName: 'fjord-dairy-farm-butter-salted-250g-wrapper.pdf',
    contentType: 'application/pdf',
    description: 'Foil wrapper, four panels (front, ingredients, nutrition, legal), one a page',
    client: 'Nordic Foods',
    product: 'Farm Butter Salted',
    generate: () => buildLeafletPdf(BUTTER_WRAPPER),
  },
  {
    key: 'granola-back-panel',
    fileName: GRANOLA_BACK_NAME,
    contentType: 'application/pdf',
    description: 'Back panel: ingredients, allergens and nutrition table, first proof',
    client: 'Acme Packaging',
    product: 'Oat Crunch',
    generate: () => buildGranolaBackPanel(1),
  },
  {
    key: 'granola-back-panel-v2',
    fileName: GRANOLA_BACK_NAME,
    contentType: 'application/pdf',
    description: 'Back panel with less sugar, milk in the allergens and the typo fixed',
    client: 'Acme Packaging',
    product: 'Oat Crunch',
    versionOf: 'granola-back-panel',
    generate: () => buildGranolaBackPanel(2),
  },
  {
    key: 'carton-cmyk-proof',
    fileName: 'morning-harbour-oat-crunch-500g-press-proof-cmyk.tif',
    contentType: 'image/tiff',
    description:
      'CMYK press proof at 300 ppi: rich-black title block (320 %), process red and a control strip',
    client: 'Acme Packaging',
    product: 'Oat Crunch',
    generate: (raster) => buildCmykCartonProof(raster),
  },
];
