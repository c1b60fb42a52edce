import { paintWrapLabel, type LabelEdition, type WrapLabelTheme } from './wrap-label';

/** Forest Harvest Lingonberry Nectar: the wrap of the 1 l gable-top carton (project "Lingonberry juice 1 l carton"). */
export const JUICE_THEME: WrapLabelTheme = {
  brand: 'Forest Harvest',
  product: 'Lingonberry Nectar',
  tagline: 'Pressed from wild Nordic lingonberries, lightly sweetened',
  hero: 'berries',
  colours: {
    main: '#a3123a',
    paper: '#fbf3ea',
    second: '#245b45',
    accent: '#e0a526',
    ink: '#2a1a17',
  },
  per: '100 ml',
  storage: 'Shake well. Once opened, keep refrigerated and drink within 5 days.',
  producer: 'Produced for Forest Harvest Oy, Satamakatu 8, 90100 Oulu, Finland.',
  recycling: 'Carton and cap: recycle together with paper packaging.',
  bestBefore: 'Date and batch code printed on the top',
  gtin12: '641480022150',
};

const V1: LabelEdition = {
  netQuantity: '1 l',
  ingredients:
    'Water, lingonberry juice from concentrate (45%), sugar, acidity regulator: citric acid. ' +
    'Fruit content at least 45%. Total sugar content 12 g per 100 ml.',
  nutrition: {
    kj: 222,
    kcal: 53,
    fat: 0,
    saturates: 0,
    carbohydrate: 12.6,
    sugars: 12.2,
    protein: 0.1,
    salt: 0.01,
  },
};

const V2: LabelEdition = {
  netQuantity: '1 l',
  ingredients:
    'Water, lingonberry juice from concentrate (55%), sugar, apple juice from concentrate, ' +
    'acidity regulator: citric acid. Fruit content at least 60%. Total sugar content 8.5 g per 100 ml.',
  nutrition: {
    kj: 159,
    kcal: 38,
    fat: 0,
    saturates: 0,
    carbohydrate: 8.9,
    sugars: 8.5,
    protein: 0.1,
    salt: 0.01,
  },
  claim: {
    burst: ['NEW', 'RECIPE'],
    pill: '30% less sugar*',
    footnote: '*Compared with our previous recipe: 12.2 g sugars per 100 ml.',
  },
};

/** Version 1 of the Lingonberry Nectar carton wrap. */
export const paintJuiceLabelV1 = paintWrapLabel(JUICE_THEME, V1);
/** Version 2: new recipe burst, "30% less sugar" badge, updated ingredients and nutrition. */
export const paintJuiceLabelV2 = paintWrapLabel(JUICE_THEME, V2);
