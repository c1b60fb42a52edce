/** Leaflet texts per language: [code, title, text] for English, German and French. */
export const LEAFLET_SECTIONS = {
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
} as const;
