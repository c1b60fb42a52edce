import type { DemoArtworkKey } from '@/offline/artwork';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';

/**
 * The generated part of the demo libraries: a few more folders (three and four levels
 * deep) and 40+ assets per client, named and tagged like a brand team's approved artwork.
 * Deterministic, so tests and screenshots see the same library every time.
 */

export type FolderSeed = [uid: string, client: string, parent: string | null, name: string];

/** What the generated assets of one folder look like. */
interface CatalogGroup {
  client: string;
  folder: string;
  artwork: DemoArtworkKey;
  fileType: 'jpg' | 'png' | 'pdf';
  contentType: string;
  /** Variants; one asset each. */
  variants: readonly string[];
  name: (variant: string) => string;
  description: (variant: string) => string;
  tags: (variant: string) => string[];
  origin: string | null;
}

export const CATALOG_FOLDERS: FolderSeed[] = [
  ['dal-acme-coffee', DEMO_CLIENTS.acme, 'dal-acme-approved', 'Coffee'],
  ['dal-acme-coffee-single', DEMO_CLIENTS.acme, 'dal-acme-coffee', 'Single origin'],
  ['dal-acme-coffee-blends', DEMO_CLIENTS.acme, 'dal-acme-coffee', 'Blends'],
  ['dal-acme-cereal', DEMO_CLIENTS.acme, 'dal-acme-approved', 'Cereal'],
  ['dal-acme-cartons', DEMO_CLIENTS.acme, 'dal-acme-templates', 'Cartons'],
  ['dal-acme-packshots', DEMO_CLIENTS.acme, 'dal-acme-brand', 'Packshots'],
  ['dal-nordic-jam-labels', DEMO_CLIENTS.nordic, 'dal-nordic-jam-range', 'Labels'],
  ['dal-nordic-jam-labels-2024', DEMO_CLIENTS.nordic, 'dal-nordic-jam-labels', '2024'],
  ['dal-nordic-jam-labels-2025', DEMO_CLIENTS.nordic, 'dal-nordic-jam-labels', '2025'],
  ['dal-nordic-jam-leaflets', DEMO_CLIENTS.nordic, 'dal-nordic-jam-range', 'Leaflets'],
  ['dal-nordic-archive-2022-q4', DEMO_CLIENTS.nordic, 'dal-nordic-archive-2022', 'Q4'],
];

const ORIGINS = ['ethiopia', 'colombia', 'guatemala', 'kenya', 'brazil', 'sumatra', 'peru'];
const BLENDS = [
  'harbour-breakfast',
  'dark-pier',
  'lighthouse-decaf',
  'morning-tide',
  'espresso-no-7',
];
const CEREALS = ['granola-honey', 'granola-nut', 'oat-crunch', 'muesli-berry'];
const BERRIES = [
  'lingonberry',
  'cloudberry',
  'blueberry',
  'raspberry',
  'strawberry',
  'blackcurrant',
];
const LANGUAGES = ['en-de-fr', 'sv-no-da', 'fi-et', 'nl-fr', 'pl-cs', 'es-pt'];

const pouch = (variant: string) => `acme-roast-${variant}-250g-front.jpg`;

export const CATALOG_GROUPS: CatalogGroup[] = [
  {
    client: DEMO_CLIENTS.acme,
    folder: 'dal-acme-coffee-single',
    artwork: 'coffee-bag',
    fileType: 'jpg',
    contentType: 'image/jpeg',
    variants: ORIGINS.flatMap((origin) => [origin, `${origin}-500g`]),
    name: (variant) => `acme-single-origin-${variant}-front.jpg`,
    description: (variant) => `Approved pouch front, single origin ${variant.split('-')[0] ?? ''}.`,
    tags: (variant) => ['coffee', 'pouch', variant.split('-')[0] ?? '', 'approved'],
    origin: null,
  },
  {
    client: DEMO_CLIENTS.acme,
    folder: 'dal-acme-coffee-blends',
    artwork: 'coffee-bag',
    fileType: 'jpg',
    contentType: 'image/jpeg',
    variants: BLENDS.flatMap((blend) => [blend, `${blend}-1kg`]),
    name: (variant) => pouch(variant),
    description: (variant) => `House blend pouch front (${variant}).`,
    tags: (variant) => [
      'coffee',
      'pouch',
      'blend',
      variant.endsWith('1kg') ? 'catering' : 'retail',
    ],
    origin: DEMO_PROJECTS.acmeColdBrew,
  },
  {
    client: DEMO_CLIENTS.acme,
    folder: 'dal-acme-cereal',
    artwork: 'carton-flat',
    fileType: 'png',
    contentType: 'image/png',
    variants: CEREALS.flatMap((cereal) => [`${cereal}-500g`, `${cereal}-750g`]),
    name: (variant) => `morning-harbour-${variant}-carton-flat.png`,
    description: (variant) => `Carton flat of ${variant.replace(/-/g, ' ')}, print-approved.`,
    tags: (variant) => ['carton', 'cereal', variant.split('-')[0] ?? ''],
    origin: DEMO_PROJECTS.acmeOatBox,
  },
  {
    client: DEMO_CLIENTS.acme,
    folder: 'dal-acme-cartons',
    artwork: 'carton-flat',
    fileType: 'png',
    contentType: 'image/png',
    variants: ['rte-300', 'rte-500', 'rte-750', 'sleeve-200'],
    name: (variant) => `template-${variant}-dieline.png`,
    description: (variant) => `Dieline template ${variant}.`,
    tags: () => ['carton', 'dieline', 'template'],
    origin: null,
  },
  {
    client: DEMO_CLIENTS.acme,
    folder: 'dal-acme-packshots',
    artwork: 'coffee-bag',
    fileType: 'jpg',
    contentType: 'image/jpeg',
    variants: ['studio-white', 'studio-grey', 'kitchen', 'cafe', 'outdoor', 'flatlay'],
    name: (variant) => `packshot-ethiopia-${variant}.jpg`,
    description: (variant) => `Packshot of the Ethiopia pouch, ${variant.replace('-', ' ')} set.`,
    tags: () => ['photo', 'packshot', 'coffee'],
    origin: null,
  },
  {
    client: DEMO_CLIENTS.nordic,
    folder: 'dal-nordic-jam-labels-2024',
    artwork: 'jam-label',
    fileType: 'png',
    contentType: 'image/png',
    variants: BERRIES.flatMap((berry) => [`${berry}-340g`, `${berry}-180g`]),
    name: (variant) => `fjord-field-${variant}-jam-label-2024.png`,
    description: (variant) => `Jar label ${variant}, 2024 print run.`,
    tags: (variant) => ['label', 'jam', variant.split('-')[0] ?? '', '2024'],
    origin: null,
  },
  {
    client: DEMO_CLIENTS.nordic,
    folder: 'dal-nordic-jam-labels-2025',
    artwork: 'jam-label-v2',
    fileType: 'png',
    contentType: 'image/png',
    variants: BERRIES.flatMap((berry) => [`${berry}-340g`, `${berry}-180g`]),
    name: (variant) => `fjord-field-${variant}-jam-label-2025.png`,
    description: (variant) => `Jar label ${variant}, 2025 redesign with the new logo.`,
    tags: (variant) => ['label', 'jam', variant.split('-')[0] ?? '', '2025'],
    origin: DEMO_PROJECTS.nordicJuice,
  },
  {
    client: DEMO_CLIENTS.nordic,
    folder: 'dal-nordic-jam-leaflets',
    artwork: 'leaflet',
    fileType: 'pdf',
    contentType: 'application/pdf',
    variants: LANGUAGES,
    name: (variant) => `fjord-field-jam-leaflet-${variant}.pdf`,
    description: (variant) => `Four-page A5 leaflet, languages ${variant}.`,
    tags: () => ['leaflet', 'jam', 'multilingual'],
    origin: null,
  },
  {
    client: DEMO_CLIENTS.nordic,
    folder: 'dal-nordic-archive-2022-q4',
    artwork: 'jam-label',
    fileType: 'png',
    contentType: 'image/png',
    variants: [
      'lingonberry',
      'cloudberry',
      'blueberry',
      'raspberry',
      'strawberry',
      'blackcurrant',
      'midsummer-edition',
      'christmas-edition',
    ],
    name: (variant) => `fjord-field-${variant}-label-2022.png`,
    description: (variant) => `Retired 2022 label (${variant}); kept for reference.`,
    tags: () => ['label', 'archive', '2022'],
    // A project deleted since: the details say so instead of linking.
    origin: 'prj-nordic-jam-2022-retired',
  },
];

/** Later history entries (days ago, after `addedDaysAgo`), chosen by the asset's place in its group. */
export function catalogChanges(
  index: number,
  folderName: string,
  addedDaysAgo: number,
): [number, string][] {
  const changes: [number, string][] = [];
  if (index % 4 === 2)
    changes.push([
      Math.round(addedDaysAgo * 0.7),
      `Moved from folder 'Approved artwork' to '${folderName}'.`,
    ]);
  if (index % 3 === 1)
    changes.push([Math.round(addedDaysAgo * 0.4), 'Tags updated after the brand review.']);
  if (index % 5 === 0)
    changes.push([
      Math.round(addedDaysAgo * 0.2),
      "Copied to project 'Seasonal refresh' as version 1.",
    ]);
  return changes;
}
