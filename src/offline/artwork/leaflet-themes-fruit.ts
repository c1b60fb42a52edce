import type { LeafletTheme } from './leaflet-style';

const LEGAL_DISTRIBUTORS =
  'Distributor in Germany: Nordtafel GmbH, Speicherstra\u00dfe 4, 20457 Hamburg. Distributeur en France : \u00c9picerie du Nord SARL, 9 rue des Halles, 59000 Lille.';

/** Fjord & Field lingonberry jam leaflet: the Nordic library's jam range (not on a project). */
export const JAM_LEAFLET: LeafletTheme = {
  brand: 'Fjord & Field',
  brandLine: 'Nordic preserves since 1987',
  product: 'Lingonberry Jam',
  documentName: 'Leaflet LF-0425 rev. 1',
  author: 'Fjord & Field Provisions AB (demo)',
  packFacts: '340 g \u00b7 Glass jar \u00b7 Made in Sweden',
  hero: 'berries',
  colours: {
    main: '#8e1730',
    paper: '#f7f0e1',
    second: '#2f5d3a',
    accent: '#c9a227',
    ink: '#2a1a17',
    soft: '#f3e6c4',
  },
  ingredients: [
    [
      'EN',
      'Ingredients',
      'Lingonberries, sugar, water, gelling agent: pectin; acidity regulator: citric acid. Prepared with 55 g fruit per 100 g. Total sugar content 49 g per 100 g.',
    ],
    [
      'DE',
      'Zutaten',
      'Preiselbeeren, Zucker, Wasser, Geliermittel: Pektin; S\u00e4uerungsmittel: Citronens\u00e4ure. Hergestellt aus 55 g Fr\u00fcchten je 100 g. Gesamtzuckergehalt 49 g je 100 g.',
    ],
    [
      'FR',
      'Ingr\u00e9dients',
      'Airelles rouges, sucre, eau, g\u00e9lifiant : pectine ; correcteur d\u2019acidit\u00e9 : acide citrique. Pr\u00e9par\u00e9e avec 55 g de fruits pour 100 g. Teneur totale en sucres 49 g pour 100 g.',
    ],
  ],
  allergyAdvice:
    'Allergy advice: made in a kitchen that also handles nuts. Contains no gluten and no milk.',
  usage: [
    [
      'EN',
      'Storage and serving',
      'Store in a cool, dry place. Once opened, keep refrigerated and eat within 4 weeks. Delicious with pancakes, porridge, meatballs or a strong cheese.',
    ],
    [
      'DE',
      'Lagerung und Verzehr',
      'K\u00fchl und trocken lagern. Nach dem \u00d6ffnen gek\u00fchlt aufbewahren und innerhalb von 4 Wochen verzehren. K\u00f6stlich zu Pfannkuchen, Haferbrei, Fleischb\u00e4llchen oder kr\u00e4ftigem K\u00e4se.',
    ],
    [
      'FR',
      'Conservation et d\u00e9gustation',
      '\u00c0 conserver dans un endroit frais et sec. Apr\u00e8s ouverture, \u00e0 conserver au r\u00e9frig\u00e9rateur et \u00e0 consommer dans les 4 semaines. D\u00e9licieuse avec des cr\u00eapes, du porridge ou un fromage affin\u00e9.',
    ],
  ],
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
  per: '100 g',
  legal: [
    'Producer: Fjord & Field Provisions AB, Bryggeriv\u00e4gen 12, 903 27 Ume\u00e5, Sweden. Consumer service: hello@fjordandfield.example.',
    LEGAL_DISTRIBUTORS,
    'Best before: see lid. The information in this leaflet was correct when it was printed; recipes and packaging may change, so always read the label on the jar. ' +
      'Fjord & Field and the berry sprig device are trade marks of Fjord & Field Provisions AB. This leaflet is demo content: every name, address and number in it is invented.',
  ],
  recycling: [
    { code: 'GL', text: 'Glass jar: bottle bank' },
    { code: 'FE', text: 'Metal lid: recycle with metals' },
  ],
  gtin12: '204100512347',
};

/** Forest Harvest Lingonberry Nectar leaflet: project "Lingonberry juice 1 l carton". */
export const JUICE_LEAFLET: LeafletTheme = {
  brand: 'Forest Harvest',
  brandLine: 'Wild Nordic berries, pressed in Oulu',
  product: 'Lingonberry Nectar',
  documentName: 'Autumn leaflet AU-24 rev. 5',
  author: 'Forest Harvest Oy (demo)',
  packFacts: '1 l \u00b7 Gable-top carton \u00b7 Made in Finland',
  hero: 'berries',
  colours: {
    main: '#a3123a',
    paper: '#fbf3ea',
    second: '#245b45',
    accent: '#e0a526',
    ink: '#2a1a17',
    soft: '#f6e3c8',
  },
  ingredients: [
    [
      'EN',
      'Ingredients',
      'Water, lingonberry juice from concentrate (45 %), sugar, acidity regulator: citric acid. Fruit content at least 45 %. Total sugar content 12 g per 100 ml.',
    ],
    [
      'DE',
      'Zutaten',
      'Wasser, Preiselbeersaft aus Preiselbeersaftkonzentrat (45 %), Zucker, S\u00e4uerungsmittel: Citronens\u00e4ure. Fruchtgehalt mindestens 45 %. Gesamtzuckergehalt 12 g je 100 ml.',
    ],
    [
      'FR',
      'Ingr\u00e9dients',
      'Eau, jus d\u2019airelles rouges \u00e0 base de concentr\u00e9 (45 %), sucre, correcteur d\u2019acidit\u00e9 : acide citrique. Teneur en fruits 45 % minimum. Teneur totale en sucres 12 g pour 100 ml.',
    ],
  ],
  allergyAdvice: 'Allergy advice: contains no gluten, no milk and no nuts. Suitable for vegans.',
  usage: [
    [
      'EN',
      'Storage and serving',
      'Store unopened in a cool place. Shake well. Once opened, keep refrigerated and drink within 5 days. Best served chilled, or warm with a cinnamon stick.',
    ],
    [
      'DE',
      'Lagerung und Verzehr',
      'Ungeöffnet kühl lagern. Vor dem Öffnen gut schütteln. Nach dem Öffnen gekühlt aufbewahren und innerhalb von 5 Tagen verbrauchen. Gekühlt servieren oder warm mit einer Zimtstange.',
    ],
    [
      'FR',
      'Conservation et d\u00e9gustation',
      '\u00c0 conserver au frais avant ouverture. Bien agiter. Apr\u00e8s ouverture, \u00e0 conserver au r\u00e9frig\u00e9rateur et \u00e0 consommer dans les 5 jours. \u00c0 d\u00e9guster bien frais, ou chaud avec un b\u00e2ton de cannelle.',
    ],
  ],
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
  per: '100 ml',
  legal: [
    'Producer: Forest Harvest Oy, Satamakatu 8, 90100 Oulu, Finland. Consumer service: hello@forestharvest.example.',
    LEGAL_DISTRIBUTORS,
    'Best before: see top of the carton. The information in this leaflet was correct when it was printed; recipes and packaging may change, so always read the carton. ' +
      'Forest Harvest is a trade mark of Forest Harvest Oy. This leaflet is demo content: every name, address and number in it is invented.',
  ],
  recycling: [
    { code: 'PAP', text: 'Carton: recycle with paper packaging' },
    { code: 'PE', text: 'Cap: leave it on the carton' },
  ],
  gtin12: '641480022150',
};
