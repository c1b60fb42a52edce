import type { DemoArtworkKey } from './catalog';
import type { Box } from './carton-dieline';
import { CARTON_FLAT_LAYOUT, CARTON_FLAT_SIZE } from './carton-flat';
import { JASMINE_TEA_THEME, OAT_CRUNCH_THEME, type CartonTheme } from './carton-theme';
import { COLD_BREW_THEME } from './cold-brew-label';
import { BACK_PANEL_BOXES, BACK_PANEL_SIZE } from './granola-back-panel';
import { JAM_THEME } from './jam-label';
import { JUICE_THEME } from './juice-label';
import { A5, MARGIN, type LeafletTheme } from './leaflet-style';
import { BUTTER_WRAPPER, YOGURT_SLEEVE } from './leaflet-themes-dairy';
import { JAM_LEAFLET, JUICE_LEAFLET } from './leaflet-themes-fruit';
import { WRAP_LABEL_SIZE, WRAP_SIDE_SHARE, type WrapLabelTheme } from './wrap-label';

/**
 * One element of a demo artwork that a review comment can name: where it is on which page
 * (shares of the page, 0..1 from the top-left, as annotation shapes are) and what it shows
 * (texts drawn inside it, or a picture: round shapes drawn inside it).
 */
export interface ArtworkElement {
  page: number;
  box: Box;
  shows: readonly string[] | 'picture';
}

/** Element names a demo comment may sit on. */
export type ArtworkElementName =
  | 'brandName'
  | 'productName'
  | 'picture'
  | 'netQuantity'
  | 'ingredients'
  | 'nutritionTable'
  | 'brewingSteps'
  | 'barcode'
  | 'glueFlap'
  | 'lotBox'
  | 'titleBlock'
  | 'bestBeforeBox'
  | 'claimBurst'
  | 'claimPill'
  | 'footnote'
  | 'packFacts'
  | 'ingredientsEnglish'
  | 'documentName';

type ArtworkElements = Partial<Record<ArtworkElementName, ArtworkElement>>;

function inShares(page: number, box: Box, size: { width: number; height: number }) {
  return {
    page,
    box: {
      x: box.x / size.width,
      y: box.y / size.height,
      w: box.w / size.width,
      h: box.h / size.height,
    },
  };
}

/** The carton flat (both themes share its layout; only the back panel's content differs). */
function cartonFlat(theme: CartonTheme): ArtworkElements {
  const c = CARTON_FLAT_LAYOUT;
  const at = (box: Box) => inShares(0, box, CARTON_FLAT_SIZE);
  const cx = c.front.x + c.front.w / 2;
  const elements: ArtworkElements = {
    brandName: {
      ...at({ x: c.topClosure.x + 30, y: c.topClosure.y + 40, w: c.topClosure.w - 60, h: 60 }),
      shows: [theme.brand.toUpperCase()],
    },
    lotBox: {
      ...at({ x: c.topClosure.x + 120, y: c.topClosure.y + 120, w: 240, h: 50 }),
      shows: [theme.topLine],
    },
    productName: {
      ...at({ x: c.front.x + 30, y: c.front.y + 170, w: c.front.w - 60, h: 85 }),
      shows: [theme.product],
    },
    picture: {
      ...at(
        theme.hero === 'bowl'
          ? { x: cx - 150, y: c.front.y + 320, w: 300, h: 140 }
          : { x: cx - 150, y: c.front.y + 305, w: 300, h: 185 },
      ),
      shows: 'picture',
    },
    netQuantity: {
      ...at({ x: c.front.x + 30, y: c.front.y + c.front.h - 65, w: 200, h: 45 }),
      shows: [theme.netQuantity],
    },
    ingredients: {
      ...at({ x: c.right.x + 16, y: c.right.y + 25, w: c.right.w - 32, h: 285 }),
      shows: ['Ingredients', theme.right.allergens.split(' ')[0] ?? ''],
    },
    barcode: {
      ...at({ x: c.left.x + 10, y: c.left.y + c.left.h - 190, w: c.left.w - 20, h: 160 }),
      shows: [barcodeDigits(theme.left.gtin12)],
    },
    glueFlap: { ...at(c.glue), shows: ['GLUE'] },
    titleBlock: {
      ...at({ x: 40, y: CARTON_FLAT_SIZE.height - 120, w: CARTON_FLAT_SIZE.width - 80, h: 90 }),
      shows: ['Not to scale'],
    },
  };
  // The back panel's story is set above it, so where the table or steps start follows the story.
  if (theme.back.nutrition)
    elements.nutritionTable = {
      ...at({ x: c.back.x + 30, y: c.back.y + 220, w: c.back.w - 60, h: 320 }),
      shows: ['Nutrition declaration', 'Salt'],
    };
  else
    elements.brewingSteps = {
      ...at({ x: c.back.x + 30, y: c.back.y + 220, w: c.back.w - 60, h: 220 }),
      shows: ['Warm the pot', 'Steep'],
    };
  return elements;
}

/** A wrap-around label: back panel, brand panel, legal panel (a new-recipe edition adds its claim). */
function wrapLabel(theme: WrapLabelTheme, netQuantity: string, claim: boolean): ArtworkElements {
  const { width, height } = WRAP_LABEL_SIZE;
  const at = (box: Box) => inShares(0, box, WRAP_LABEL_SIZE);
  const side = width * WRAP_SIDE_SHARE;
  const brandW = width - 2 * side;
  const cx = side + brandW / 2;
  const legal = { x: width - side + 40, w: side - 80 };
  const barcodeW = 113 * 3.2;
  const elements: ArtworkElements = {
    ingredients: { ...at({ x: 40, y: 40, w: side - 70, h: 160 }), shows: ['Ingredients'] },
    nutritionTable: {
      ...at({ x: 40, y: 195, w: side - 70, h: 305 }),
      shows: ['Nutrition declaration', 'Salt'],
    },
    brandName: {
      ...at({ x: cx - brandW * 0.35, y: 110, w: brandW * 0.7, h: 50 }),
      shows: [theme.brand.toUpperCase()],
    },
    productName: {
      ...at({ x: cx - brandW * 0.39, y: 170, w: brandW * 0.78, h: 80 }),
      shows: [theme.product],
    },
    picture: { ...at({ x: cx - 200, y: 330, w: 400, h: 170 }), shows: 'picture' },
    netQuantity: { ...at({ x: cx - 100, y: height - 100, w: 200, h: 50 }), shows: [netQuantity] },
    bestBeforeBox: { ...at({ x: legal.x, y: 86, w: legal.w, h: 64 }), shows: [theme.bestBefore] },
    barcode: {
      ...at({ x: legal.x + (legal.w - barcodeW) / 2, y: height - 210, w: barcodeW, h: 165 }),
      shows: [barcodeDigits(theme.gtin12)],
    },
  };
  if (claim) {
    elements.claimBurst = {
      ...at({ x: side + brandW - 95 - 82, y: 105 - 82, w: 164, h: 164 }),
      shows: ['NEW', 'RECIPE'],
    };
    elements.claimPill = {
      ...at({ x: side + 40, y: height - 150, w: 210, h: 70 }),
      shows: ['less sugar'],
    };
    elements.footnote = {
      ...at({ x: legal.x, y: 270, w: legal.w, h: 80 }),
      shows: ['*Compared with'],
    };
  }
  return elements;
}

/** The four-page A5 PDF (leaflet or sleeve panels): elements at fixed places on its pages. */
function leaflet(theme: LeafletTheme): ArtworkElements {
  const [width, height] = A5;
  const size = { width, height };
  const text = width - 2 * MARGIN;
  const barcodeW = 113 * 1.4;
  return {
    brandName: {
      ...inShares(0, { x: 0, y: 0, w: width, h: 170 }, size),
      shows: [theme.brand.toUpperCase()],
    },
    productName: {
      ...inShares(0, { x: MARGIN, y: 195, w: text, h: 45 }, size),
      shows: [theme.product],
    },
    picture: {
      ...inShares(0, { x: width / 2 - 150, y: 270, w: 300, h: 130 }, size),
      shows: 'picture',
    },
    packFacts: {
      ...inShares(0, { x: MARGIN, y: height - 134, w: text, h: 44 }, size),
      shows: [theme.packFacts],
    },
    documentName: {
      ...inShares(0, { x: MARGIN, y: height - 40, w: text - 30, h: 20 }, size),
      shows: [theme.documentName],
    },
    ingredientsEnglish: {
      ...inShares(1, { x: MARGIN, y: 90, w: text, h: 50 }, size),
      shows: ['EN', 'Ingredients'],
    },
    barcode: {
      ...inShares(
        3,
        { x: width - MARGIN - barcodeW - 4, y: height - 125, w: barcodeW + 8, h: 72 },
        size,
      ),
      shows: [barcodeDigits(theme.gtin12)],
    },
  };
}

/** The first group of digits printed under an EAN-13 of the GTIN-12 (its first digit stands apart). */
function barcodeDigits(gtin12: string): string {
  return gtin12.slice(1, 7);
}

/** Where each element of a demo artwork is: the layout its painter draws by. */
export function artworkElements(key: DemoArtworkKey): ArtworkElements {
  switch (key) {
    case 'carton-flat':
      return cartonFlat(OAT_CRUNCH_THEME);
    case 'tea-gift-box':
      return cartonFlat(JASMINE_TEA_THEME);
    case 'juice-label':
      return wrapLabel(JUICE_THEME, '1 l', false);
    case 'juice-label-v2':
      return wrapLabel(JUICE_THEME, '1 l', true);
    case 'jam-label':
      return wrapLabel(JAM_THEME, '340 g', false);
    case 'jam-label-v2':
      return wrapLabel(JAM_THEME, '370 g', true);
    case 'cold-brew-label':
      return wrapLabel(COLD_BREW_THEME, '250 ml', false);
    case 'juice-leaflet':
      return leaflet(JUICE_LEAFLET);
    case 'leaflet':
      return leaflet(JAM_LEAFLET);
    case 'yogurt-sleeve':
      return leaflet(YOGURT_SLEEVE);
    case 'butter-wrapper':
      return leaflet(BUTTER_WRAPPER);
    // The press proof carries no demo comments: it is there for the colour tools.
    case 'carton-cmyk-proof':
    case 'coffee-bag':
      return {};
    case 'granola-back-panel':
    case 'granola-back-panel-v2':
      return {
        ingredients: {
          ...inShares(0, BACK_PANEL_BOXES.ingredients, BACK_PANEL_SIZE),
          shows: ['whole grain oats'],
        },
        nutritionTable: {
          ...inShares(0, BACK_PANEL_BOXES.sugars, BACK_PANEL_SIZE),
          shows: ['of which sugars'],
        },
      };
  }
}
