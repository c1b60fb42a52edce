import type { DemoArtworkKey } from '../artwork';
import { assetKeys, newFileToken } from '../rules/assets-files';
import { assetVersionKey, type AssetVersionRow } from '../store/rows-assets';
import type { MockState } from '../store/state';
import { DEMO_PROJECTS, DEMO_USERS } from './demo-ids';

/** Fixed UIDs of the demo assets, for other seeds (tasks, annotations) and tests. */
export const DEMO_ASSETS = {
  nordicJamLabel: 'ast-nordic-jam-label',
  nordicJamLeaflet: 'ast-nordic-jam-leaflet',
  nordicYogurtLeaflet: 'ast-nordic-yogurt-leaflet',
  nordicButterLeaflet: 'ast-nordic-butter-leaflet',
  acmeGranolaCarton: 'ast-acme-granola-carton',
  acmeCoffeePouch: 'ast-acme-coffee-pouch',
  acmeTeaCarton: 'ast-acme-tea-carton',
} as const;

/** What the seed knows of each artwork before it is generated: name, type, pages and an estimated size. */
const ARTWORK: Record<
  DemoArtworkKey,
  { fileName: string; contentType: string; fileType: string; pages: number; approxBytes: number }
> = {
  'jam-label': {
    fileName: 'fjord-field-lingonberry-jam-label.png',
    contentType: 'image/png',
    fileType: 'png',
    pages: 1,
    approxBytes: 196_000,
  },
  'jam-label-v2': {
    fileName: 'fjord-field-lingonberry-jam-label.png',
    contentType: 'image/png',
    fileType: 'png',
    pages: 1,
    approxBytes: 213_000,
  },
  leaflet: {
    fileName: 'fjord-field-lingonberry-jam-leaflet.pdf',
    contentType: 'application/pdf',
    fileType: 'pdf',
    pages: 4,
    approxBytes: 8_100,
  },
  'coffee-bag': {
    fileName: 'acme-roast-ethiopia-250g-front.jpg',
    contentType: 'image/jpeg',
    fileType: 'jpg',
    pages: 1,
    approxBytes: 123_000,
  },
  'carton-flat': {
    fileName: 'morning-harbour-granola-500g-carton-flat.png',
    contentType: 'image/png',
    fileType: 'png',
    pages: 1,
    approxBytes: 285_000,
  },
};

interface VersionSeed {
  assetUID: string;
  project: string;
  artwork: DemoArtworkKey;
  version: number;
  hoursAgo: number;
  uploader: string | null;
}

const HOUR = 3_600_000;
const { anna, ravi, lena } = DEMO_USERS;

const VERSIONS: VersionSeed[] = [
  {
    assetUID: DEMO_ASSETS.nordicJamLabel,
    project: DEMO_PROJECTS.nordicJuice,
    artwork: 'jam-label',
    version: 1,
    hoursAgo: 60,
    uploader: lena,
  },
  {
    assetUID: DEMO_ASSETS.nordicJamLeaflet,
    project: DEMO_PROJECTS.nordicJuice,
    artwork: 'leaflet',
    version: 1,
    hoursAgo: 50,
    uploader: lena,
  },
  {
    assetUID: DEMO_ASSETS.nordicJamLabel,
    project: DEMO_PROJECTS.nordicJuice,
    artwork: 'jam-label-v2',
    version: 2,
    hoursAgo: 20,
    uploader: anna,
  },
  {
    assetUID: DEMO_ASSETS.nordicYogurtLeaflet,
    project: DEMO_PROJECTS.nordicYogurt,
    artwork: 'leaflet',
    version: 1,
    hoursAgo: 10 * 24,
    uploader: anna,
  },
  {
    assetUID: DEMO_ASSETS.nordicButterLeaflet,
    project: DEMO_PROJECTS.nordicButter,
    artwork: 'leaflet',
    version: 1,
    hoursAgo: 55 * 24,
    uploader: lena,
  },
  {
    assetUID: DEMO_ASSETS.acmeGranolaCarton,
    project: DEMO_PROJECTS.acmeOatBox,
    artwork: 'carton-flat',
    version: 1,
    hoursAgo: 20 * 24,
    uploader: ravi,
  },
  {
    assetUID: DEMO_ASSETS.acmeCoffeePouch,
    project: DEMO_PROJECTS.acmeColdBrew,
    artwork: 'coffee-bag',
    version: 1,
    hoursAgo: 6 * 24,
    uploader: anna,
  },
  {
    assetUID: DEMO_ASSETS.acmeTeaCarton,
    project: DEMO_PROJECTS.acmeTeaBox,
    artwork: 'carton-flat',
    version: 1,
    hoursAgo: 70 * 24,
    uploader: ravi,
  },
];

/**
 * Processed demo assets on several projects of both clients (a label with a version 2,
 * a four-page leaflet PDF, a carton flat, a pouch front). Only rows are written: the
 * files are generated on first use (rules/assets-demo-files.ts), so a first start stays fast.
 */
export function seedDemoAssets(state: MockState, now: number): void {
  for (const seed of VERSIONS) {
    const project = state.tables.projects[seed.project];
    if (!project) continue;
    const art = ARTWORK[seed.artwork];
    const token = newFileToken('a');
    const first = VERSIONS.find((v) => v.assetUID === seed.assetUID && v.version === 1) ?? seed;
    const row: AssetVersionRow = {
      assetUID: seed.assetUID,
      version: seed.version,
      projectUID: project.projectUID,
      clientUID: project.clientUID,
      name: ARTWORK[first.artwork].fileName,
      fileType: art.fileType,
      contentType: art.contentType,
      status: 'Processed',
      statusMessage: null,
      pagesCount: art.pages,
      fileSize: art.approxBytes,
      created: new Date(now - seed.hoursAgo * HOUR).toISOString(),
      token,
      originalKey: assetKeys.original(token),
      pageKeys: assetKeys.pages(token, art.pages),
      thumbnailKey: assetKeys.thumbnail(token),
      source: { kind: 'demo', artwork: seed.artwork },
      uploadedByUserUID: seed.uploader,
      taskUID: null,
    };
    state.tables.assets[assetVersionKey(row.assetUID, row.version)] = row;
  }
}
