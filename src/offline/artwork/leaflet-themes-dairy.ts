import type { LeafletTheme } from './leaflet-style';

const DAIRY_COLOURS = {
  paper: '#f5f8fb',
  second: '#2d5f8a',
  accent: '#d9a521',
  ink: '#1d2733',
};
const PRODUCER =
  'Producer: Fjord Dairy Cooperative, Mejerigatan 3, 831 32 \u00d6stersund, Sweden. Consumer service: hello@fjorddairy.example.';
const DISTRIBUTORS =
  'Distributor in Germany: Nordtafel GmbH, Speicherstra\u00dfe 4, 20457 Hamburg. Distributeur en France : \u00c9picerie du Nord SARL, 9 rue des Halles, 59000 Lille.';

/** Fjord Greek Style yogurt: the panels of the 4 x 125 g multipack sleeve (project "Greek yogurt 4 x 125 g sleeve"). */
export const YOGURT_SLEEVE: LeafletTheme = {
  brand: 'Fjord Dairy',
  brandLine: 'Greek yogurt, strained in \u00d6stersund',
  product: 'Fjord Greek Style',
  documentName: 'Multipack sleeve panels rev. 3',
  author: 'Fjord Dairy Cooperative (demo)',
  packFacts: '4 \u00d7 125 g \u00b7 Multipack sleeve \u00b7 10 % fat',
  hero: 'pots',
  colours: { main: '#1f4e79', soft: '#e3edf6', ...DAIRY_COLOURS },
  ingredients: [
    [
      'EN',
      'Ingredients',
      'Pasteurised whole MILK, MILK protein, live yogurt cultures (S. thermophilus, L. bulgaricus). Strained for a thick, creamy texture.',
    ],
    [
      'DE',
      'Zutaten',
      'Pasteurisierte Vollmilch, Milcheiwei\u00df, lebende Joghurtkulturen (S. thermophilus, L. bulgaricus). Abgetropft f\u00fcr eine dicke, cremige Konsistenz.',
    ],
    [
      'FR',
      'Ingr\u00e9dients',
      'LAIT entier pasteuris\u00e9, prot\u00e9ines de LAIT, ferments lactiques vivants (S. thermophilus, L. bulgaricus). \u00c9goutt\u00e9 pour une texture \u00e9paisse et cr\u00e9meuse.',
    ],
  ],
  allergyAdvice: 'Allergy advice: for allergens, see ingredients in CAPITALS. Contains milk.',
  usage: [
    [
      'EN',
      'Storage and serving',
      'Keep refrigerated at 2-6 \u00b0C. Once opened, eat within 2 days. Enjoy with honey and walnuts, or in a tzatziki.',
    ],
    [
      'DE',
      'Lagerung und Verzehr',
      'Gek\u00fchlt bei 2-6 \u00b0C lagern. Nach dem \u00d6ffnen innerhalb von 2 Tagen verzehren. Lecker mit Honig und Waln\u00fcssen oder im Tzatziki.',
    ],
    [
      'FR',
      'Conservation et d\u00e9gustation',
      '\u00c0 conserver entre 2 et 6 \u00b0C. Apr\u00e8s ouverture, \u00e0 consommer dans les 2 jours. D\u00e9licieux avec du miel et des noix, ou en tzatziki.',
    ],
  ],
  nutrition: {
    kj: 540,
    kcal: 130,
    fat: 10.0,
    saturates: 6.6,
    carbohydrate: 3.9,
    sugars: 3.9,
    protein: 6.2,
    salt: 0.12,
  },
  per: '100 g',
  legal: [
    PRODUCER,
    DISTRIBUTORS,
    'Use by: see each pot. The sleeve holds four pots; each pot carries its own label. ' +
      'Fjord Dairy and Fjord Greek Style are trade marks of Fjord Dairy Cooperative. This sleeve is demo content: every name, address and number on it is invented.',
  ],
  recycling: [
    { code: 'PP', text: 'Pots and lids: recycle with plastics' },
    { code: 'PAP', text: 'Sleeve: recycle with paper' },
  ],
  gtin12: '731086500470',
};

/** Fjord Dairy Farm Butter Salted: the panels of the 250 g foil wrapper (project "Salted butter 250 g wrapper"). */
export const BUTTER_WRAPPER: LeafletTheme = {
  brand: 'Fjord Dairy',
  brandLine: 'Churned from Jämtland cream since 1932',
  product: 'Farm Butter Salted',
  documentName: 'Foil wrapper panels rev. 7',
  author: 'Fjord Dairy Cooperative (demo)',
  packFacts: '250 g \u00b7 Foil wrapper \u00b7 82 % fat',
  hero: 'butter',
  colours: { main: '#0f5a3c', soft: '#fde68a', ...DAIRY_COLOURS },
  ingredients: [
    ['EN', 'Ingredients', 'Pasteurised cream (from cows\u2019 MILK), salt (1.5 %).'],
    ['DE', 'Zutaten', 'Pasteurisierter Rahm (aus Kuhmilch), Speisesalz (1,5 %).'],
    ['FR', 'Ingr\u00e9dients', 'Cr\u00e8me pasteuris\u00e9e (de LAIT de vache), sel (1,5 %).'],
  ],
  allergyAdvice: 'Allergy advice: for allergens, see ingredients in CAPITALS. Contains milk.',
  usage: [
    [
      'EN',
      'Storage and serving',
      'Keep refrigerated at 2-8 \u00b0C; can be frozen. Take out 10 minutes before use for easy spreading.',
    ],
    [
      'DE',
      'Lagerung und Verzehr',
      'Gek\u00fchlt bei 2-8 \u00b0C lagern; zum Einfrieren geeignet. 10 Minuten vor dem Verzehr aus dem K\u00fchlschrank nehmen.',
    ],
    [
      'FR',
      'Conservation et d\u00e9gustation',
      '\u00c0 conserver entre 2 et 8 \u00b0C ; peut \u00eatre congel\u00e9. Sortir 10 minutes avant utilisation pour le tartiner facilement.',
    ],
  ],
  nutrition: {
    kj: 3041,
    kcal: 740,
    fat: 82.0,
    saturates: 53.0,
    carbohydrate: 0.6,
    sugars: 0.6,
    protein: 0.6,
    salt: 1.5,
  },
  per: '100 g',
  legal: [
    PRODUCER,
    DISTRIBUTORS,
    'Best before: see the end flap. ' +
      'Fjord Dairy and Farm Butter are trade marks of Fjord Dairy Cooperative. This wrapper is demo content: every name, address and number on it is invented.',
  ],
  recycling: [
    { code: 'ALU', text: 'Foil: recycle with metals once clean' },
    { code: 'PAP', text: 'Outer carton: recycle with paper' },
  ],
  gtin12: '731086500112',
};
