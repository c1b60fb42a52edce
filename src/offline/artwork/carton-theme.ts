import type { NutritionValues } from './wrap-label';

/** Brand, product, colours and panel copy of one demo product's carton flat. */
export interface CartonTheme {
  brand: string;
  /** The product's name as the demo project names it (tests check it is on the artwork). */
  product: string;
  /** The kind of product under the name, e.g. "HONEY GRANOLA". */
  kind: string;
  tagline: string;
  netQuantity: string;
  /** What the picture on the front shows. */
  hero: 'bowl' | 'teacup';
  colours: { main: string; light: string; accent: string; ink: string };
  back: {
    heading: string;
    story: string;
    /** A nutrition table, or numbered steps (a brewing guide) where a table makes no sense. */
    nutrition?: NutritionValues;
    steps?: string[];
    recycling: string;
  };
  left: { heading: string; text: string; gtin12: string };
  right: { ingredients: string; allergens: string; storage: string; producer: string };
  titleBlock: { job: string; spec: string };
  topLine: string;
}

/** Morning Harbour Oat Crunch: project "Oat Crunch cereal box 500 g" (and the library's cereal template). */
export const OAT_CRUNCH_THEME: CartonTheme = {
  brand: 'Morning Harbour',
  product: 'Oat Crunch',
  kind: 'HONEY GRANOLA',
  tagline: 'Baked with Scandinavian oats and wildflower honey',
  netQuantity: '500 g',
  hero: 'bowl',
  colours: { main: '#18305a', light: '#efe2c4', accent: '#e3a21a', ink: '#1b1b1b' },
  back: {
    heading: 'Our harbour mornings',
    story:
      'Every batch of Oat Crunch is baked slowly in our harbour-side bakery until the clusters turn golden. ' +
      'Enjoy with cold milk, yoghurt or fresh berries.',
    nutrition: {
      kj: 1860,
      kcal: 444,
      fat: 15.2,
      saturates: 2.1,
      carbohydrate: 63.0,
      sugars: 18.5,
      fibre: 7.9,
      protein: 10.1,
      salt: 0.05,
    },
    recycling: 'Carton: recycle with paper. Inner bag: recycle with soft plastics.',
  },
  left: {
    heading: 'Serving suggestion',
    text: '45 g Oat Crunch with 125 ml semi-skimmed milk and a handful of berries.',
    gtin12: '209876500123',
  },
  right: {
    ingredients:
      'Wholegrain OATS (62%), honey (12%), rapeseed oil, sugar, ALMONDS (5%), dried cranberries (3%), BARLEY flakes, sea salt.',
    allergens: 'Allergens in CAPITALS. May contain other nuts.',
    storage: 'Store in a cool, dry place. Best before: see top.',
    producer: 'Morning Harbour Foods Ltd, 4 Quay Street, Whitby YO21 1DH, United Kingdom.',
  },
  titleBlock: {
    job: 'JOB 24-1102  Morning Harbour Oat Crunch honey granola 500 g  \u00b7  Carton flat, reverse tuck end  \u00b7  Rev. 2.1',
    spec: 'Face 190 x 240 mm, depth 88 mm  \u00b7  Board: 350 gsm GC1  \u00b7  CMYK + varnish  \u00b7  Not to scale',
  },
  topLine: 'Best before / lot',
};

/** Leaf & Co Jasmine Pearls: project "Jasmine green tea gift box". */
export const JASMINE_TEA_THEME: CartonTheme = {
  brand: 'Leaf & Co',
  product: 'Jasmine Pearls',
  kind: 'JASMINE GREEN TEA',
  tagline: 'Hand-rolled green tea scented with fresh jasmine blossom',
  netQuantity: '100 g',
  hero: 'teacup',
  colours: { main: '#1e5a4c', light: '#f3eedc', accent: '#c8a24a', ink: '#1b1b1b' },
  back: {
    heading: 'A gift of spring',
    story:
      'Our Jasmine Pearls are rolled by hand from spring-picked leaves and layered with jasmine ' +
      'blossom over six nights until the tea holds its scent.',
    steps: [
      'Warm the pot; use 6 to 8 pearls per cup.',
      'Pour water at 80 \u00b0C, never boiling.',
      'Steep 2 to 3 minutes; infuse the pearls up to 3 times.',
    ],
    recycling: 'Gift box: recycle with paper. Inner pouch: recycle with soft plastics.',
  },
  left: {
    heading: 'Holiday edition',
    text: 'Jasmine Pearls in a keepsake gift box: 100 g, about 50 cups.',
    gtin12: '503987600458',
  },
  right: {
    ingredients: 'Green tea (95%), jasmine flowers (5%). Origin: Fujian, China.',
    allergens: 'No allergens. Naturally contains caffeine.',
    storage: 'Store dry, away from light and strong odours. Best before: see base.',
    producer: 'Leaf & Co Tea Merchants Ltd, 12 Wharf Road, Bristol BS1 4RN, United Kingdom.',
  },
  titleBlock: {
    job: 'JOB 24-0871  Leaf & Co Jasmine Pearls gift box 100 g  \u00b7  Wrap flat for a rigid box  \u00b7  Rev. F',
    spec: 'Face 190 x 240 mm, depth 88 mm  \u00b7  Wrap: 157 gsm art paper  \u00b7  CMYK + gold foil  \u00b7  Not to scale',
  },
  topLine: 'Lot / best before',
};
