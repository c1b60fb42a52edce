import { paintWrapLabel, WRAP_LABEL_SIZE, type WrapLabelTheme } from './wrap-label';

/** Pixel size of the wrap-around jar label (about 228 x 81 mm at 200 dpi). */
export const JAM_LABEL_SIZE = WRAP_LABEL_SIZE;

/** Fjord & Field lingonberry jam: the Nordic library's jam range (no demo project shows it). */
export const JAM_THEME: WrapLabelTheme = {
  brand: 'Fjord & Field',
  product: 'Lingonberry Jam',
  tagline: 'Hand-picked Nordic berries, slow cooked in small batches',
  hero: 'berries',
  colours: {
    main: '#8e1730',
    paper: '#f7f0e1',
    second: '#2f5d3a',
    accent: '#c9a227',
    ink: '#2a1a17',
  },
  per: '100 g',
  storage: 'Once opened, keep refrigerated and eat within 4 weeks.',
  producer:
    'Produced for Fjord & Field Provisions AB, Bryggeriv\u00e4gen 12, 903 27 Ume\u00e5, Sweden.',
  recycling: 'Glass jar and metal lid: recycle separately.',
  bestBefore: 'Date and batch code printed here',
  gtin12: '204100512347',
};

/** Version 1 of the 340 g jar label. */
export const paintJamLabelV1 = paintWrapLabel(JAM_THEME, {
  netQuantity: '340 g',
  ingredients:
    'Lingonberries, sugar, water, gelling agent: pectin; acidity regulator: citric acid. ' +
    'Prepared with 55 g fruit per 100 g. Total sugar content 49 g per 100 g.',
  nutrition: {
    kj: 1012,
    kcal: 238,
    fat: 0.2,
    saturates: 0,
    carbohydrate: 54.6,
    sugars: 48.5,
    protein: 0.3,
    salt: 0.01,
  },
});

/** Version 2: new recipe burst, "30% less sugar" badge, 370 g, updated ingredients and nutrition. */
export const paintJamLabelV2 = paintWrapLabel(JAM_THEME, {
  netQuantity: '370 g',
  ingredients:
    'Lingonberries, sugar, water, gelling agent: pectin; acidity regulator: citric acid. ' +
    'Prepared with 70 g fruit per 100 g. Total sugar content 34 g per 100 g.',
  nutrition: {
    kj: 765,
    kcal: 180,
    fat: 0.2,
    saturates: 0,
    carbohydrate: 40,
    sugars: 33.9,
    protein: 0.3,
    salt: 0.01,
  },
  claim: {
    burst: ['NEW', 'RECIPE'],
    pill: '30% less sugar*',
    footnote: '*Compared with our previous recipe: 48.5 g sugars per 100 g.',
  },
});
