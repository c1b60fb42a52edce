import { paintWrapLabel, type WrapLabelTheme } from './wrap-label';

/** Bean & Bottle Cold Brew Original: the 250 ml bottle's wrap-around label (project "Cold Brew coffee label 250 ml"). */
export const COLD_BREW_THEME: WrapLabelTheme = {
  brand: 'Bean & Bottle',
  product: 'Cold Brew Original',
  tagline: 'Arabica steeped cold for 18 hours, smooth and unsweetened',
  hero: 'beans',
  colours: {
    main: '#2b1b14',
    paper: '#f4ead8',
    second: '#1f6f6f',
    accent: '#b8733a',
    ink: '#2b1b14',
  },
  per: '100 ml',
  storage: 'Keep refrigerated. Shake before opening and drink within 2 days.',
  producer: 'Bean & Bottle Ltd, 21 Kirkgate, Leeds LS2 7DJ, United Kingdom.',
  recycling: 'Glass bottle: bottle bank. Cap: recycle with metals.',
  bestBefore: 'Date and batch code printed on the neck',
  gtin12: '501234567890',
};

/** The 250 ml label, revision B. */
export const paintColdBrewLabel = paintWrapLabel(COLD_BREW_THEME, {
  netQuantity: '250 ml',
  ingredients:
    'Water, arabica coffee (8 %). Caffeine content 60 mg per 100 ml. Not suitable for ' +
    'children or pregnant or breast-feeding women.',
  nutrition: {
    kj: 8,
    kcal: 2,
    fat: 0,
    saturates: 0,
    carbohydrate: 0.3,
    sugars: 0,
    protein: 0.2,
    salt: 0.01,
  },
});
