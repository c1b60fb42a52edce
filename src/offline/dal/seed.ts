import type { DemoArtworkKey } from '@/offline/artwork';
import { newDalToken } from './files';
import type { DalAssetRow, DalFolderRow } from './rows';
import type { OfflineState } from '@/offline/platform/store/state';
import { CATALOG_FOLDERS, CATALOG_GROUPS, catalogChanges } from './seed-catalog';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';

/** Fixed UIDs of the demo libraries' folders and assets. */
export const DEMO_DAL = {
  acmeRoot: 'dal-acme-root',
  acmeBrand: 'dal-acme-brand',
  acmeLogos: 'dal-acme-logos',
  acmeApproved: 'dal-acme-approved',
  acmeTemplates: 'dal-acme-templates',
  nordicRoot: 'dal-nordic-root',
  nordicJam: 'dal-nordic-jam-range',
  nordicDairy: 'dal-nordic-dairy',
  nordicArchive: 'dal-nordic-archive',
  nordicArchive2022: 'dal-nordic-archive-2022',
  coffeeBag: 'dla-acme-coffee-pouch',
  granolaCarton: 'dla-acme-granola-carton',
  jamLabel: 'dla-nordic-jam-label',
  jamLeaflet: 'dla-nordic-jam-leaflet',
} as const;

const DAY = 86_400_000;

type FolderSeed = [uid: string, client: string, parent: string | null, name: string];

const FOLDERS: FolderSeed[] = [
  [DEMO_DAL.acmeRoot, DEMO_CLIENTS.acme, null, 'Acme Packaging library'],
  [DEMO_DAL.acmeBrand, DEMO_CLIENTS.acme, DEMO_DAL.acmeRoot, 'Brand assets'],
  [DEMO_DAL.acmeLogos, DEMO_CLIENTS.acme, DEMO_DAL.acmeBrand, 'Logos'],
  [DEMO_DAL.acmeApproved, DEMO_CLIENTS.acme, DEMO_DAL.acmeRoot, 'Approved artwork'],
  [DEMO_DAL.acmeTemplates, DEMO_CLIENTS.acme, DEMO_DAL.acmeRoot, 'Dieline templates'],
  [DEMO_DAL.nordicRoot, DEMO_CLIENTS.nordic, null, 'Nordic Foods library'],
  [DEMO_DAL.nordicJam, DEMO_CLIENTS.nordic, DEMO_DAL.nordicRoot, 'Jam range'],
  [DEMO_DAL.nordicDairy, DEMO_CLIENTS.nordic, DEMO_DAL.nordicRoot, 'Dairy'],
  [DEMO_DAL.nordicArchive, DEMO_CLIENTS.nordic, DEMO_DAL.nordicRoot, 'Archive'],
  [DEMO_DAL.nordicArchive2022, DEMO_CLIENTS.nordic, DEMO_DAL.nordicArchive, '2022'],
  ...CATALOG_FOLDERS,
];

interface AssetSeed {
  uid: string;
  client: string;
  folder: string;
  artwork: DemoArtworkKey;
  name: string;
  fileType: string;
  contentType: string;
  description: string;
  tags: string[];
  origin: string | null;
  addedDaysAgo: number;
  /** Later changes: days ago and what happened. */
  changes: [number, string][];
}

const HAND_PICKED: AssetSeed[] = [
  {
    uid: DEMO_DAL.coffeeBag,
    client: DEMO_CLIENTS.acme,
    folder: DEMO_DAL.acmeApproved,
    artwork: 'coffee-bag',
    name: 'acme-roast-ethiopia-250g-front.jpg',
    fileType: 'jpg',
    contentType: 'image/jpeg',
    description: 'Approved front of the 250 g Ethiopia pouch; reuse for the 500 g size.',
    tags: ['coffee', 'pouch', 'approved'],
    origin: null,
    addedDaysAgo: 60,
    changes: [[41, "Renamed from 'ethiopia-front-final.jpg'."]],
  },
  {
    uid: DEMO_DAL.granolaCarton,
    client: DEMO_CLIENTS.acme,
    folder: DEMO_DAL.acmeTemplates,
    artwork: 'carton-flat',
    name: 'morning-harbour-granola-500g-carton-flat.png',
    fileType: 'png',
    contentType: 'image/png',
    description:
      'Reverse tuck end carton flat with dieline, the house template for 500 g cereal boxes.',
    tags: ['carton', 'dieline', 'cereal'],
    origin: DEMO_PROJECTS.acmeOatBox,
    addedDaysAgo: 30,
    changes: [[12, "Moved from folder 'Approved artwork' to 'Dieline templates'."]],
  },
  {
    uid: DEMO_DAL.jamLabel,
    client: DEMO_CLIENTS.nordic,
    folder: DEMO_DAL.nordicJam,
    artwork: 'jam-label',
    name: 'fjord-field-lingonberry-jam-label.png',
    fileType: 'png',
    contentType: 'image/png',
    description: 'Wrap-around label of the 340 g jar, first print run.',
    tags: ['label', 'jam', 'lingonberry'],
    origin: null,
    addedDaysAgo: 75,
    changes: [],
  },
  {
    uid: DEMO_DAL.jamLeaflet,
    client: DEMO_CLIENTS.nordic,
    folder: DEMO_DAL.nordicJam,
    artwork: 'leaflet',
    name: 'fjord-field-lingonberry-jam-leaflet.pdf',
    fileType: 'pdf',
    contentType: 'application/pdf',
    description: 'Four-page A5 leaflet in English, German and French.',
    tags: ['leaflet', 'jam', 'multilingual'],
    origin: null,
    addedDaysAgo: 20,
    changes: [],
  },
];

const folderName = (uid: string) => FOLDERS.find(([folderUID]) => folderUID === uid)?.[3] ?? uid;

/** 40+ assets per client, drawn from the same demo artwork (files are drawn once per artwork). */
const GENERATED: AssetSeed[] = CATALOG_GROUPS.flatMap((group, g) =>
  group.variants.map((variant, i) => ({
    uid: `dla-${group.folder.replace(/^dal-/, '')}-${i + 1}`,
    client: group.client,
    folder: group.folder,
    artwork: group.artwork,
    name: group.name(variant),
    fileType: group.fileType,
    contentType: group.contentType,
    description: group.description(variant),
    tags: group.tags(variant).filter((tag) => tag !== ''),
    origin: group.origin,
    addedDaysAgo: 90 - g * 7 - i,
    changes: catalogChanges(i, folderName(group.folder), 90 - g * 7 - i),
  })),
);

const ASSETS: AssetSeed[] = [...HAND_PICKED, ...GENERATED];

/**
 * Adds one library per demo client: nested folders and a few assets. The assets' files
 * are drawn from the demo artwork the first time one of them is needed.
 */
export function seedDemoDal(state: OfflineState, now: number): void {
  FOLDERS.forEach(([folderUID, clientUID, parentFolderUID, name], i) => {
    const row: DalFolderRow = {
      folderUID,
      clientUID,
      parentFolderUID,
      name,
      created: new Date(now - (200 - i) * DAY).toISOString(),
    };
    state.tables.dalFolders[folderUID] = row;
  });
  for (const seed of ASSETS) {
    const added = new Date(now - seed.addedDaysAgo * DAY).toISOString();
    const firstEntry = seed.origin
      ? `Added to the library from project '${state.tables.projects[seed.origin]?.name ?? seed.origin}'.`
      : 'Added to the library.';
    const row: DalAssetRow = {
      assetUID: seed.uid,
      clientUID: seed.client,
      folderUID: seed.folder,
      name: seed.name,
      description: seed.description,
      originProjectUID: seed.origin,
      tags: [...seed.tags],
      addedDate: added,
      history: [
        { created: added, description: firstEntry },
        ...seed.changes.map(([daysAgo, description]) => ({
          created: new Date(now - daysAgo * DAY).toISOString(),
          description,
        })),
      ],
      files: {
        token: newDalToken(),
        pagesCount: 0,
        fileType: seed.fileType,
        contentType: seed.contentType,
        fileSize: 0,
      },
      artworkKey: seed.artwork,
    };
    state.tables.dalAssets[row.assetUID] = row;
  }
}
