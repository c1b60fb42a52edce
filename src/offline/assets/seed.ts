import type { DemoArtworkKey } from '@/offline/artwork';
import { assetKeys, newFileToken } from './files';
import { assetVersionKey, type AssetVersionRow } from './rows';
import type { OfflineState } from '@/offline/platform/store/state';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';

/** Fixed UIDs of the demo assets, for other seeds (tasks, annotations) and tests. */
export const DEMO_ASSETS = {
  nordicJamLabel: 'ast-nordic-jam-label',
  nordicJamLeaflet: 'ast-nordic-jam-leaflet',
  nordicYogurtLeaflet: 'ast-nordic-yogurt-leaflet',
  nordicButterLeaflet: 'ast-nordic-butter-leaflet',
  acmeGranolaCarton: 'ast-acme-granola-carton',
  acmeCoffeePouch: 'ast-acme-coffee-pouch',
  acmeTeaCarton: 'ast-acme-tea-carton',
  acmeGranolaBackPanel: 'ast-acme-granola-back-panel',
  acmeGranolaCmykProof: 'ast-acme-granola-cmyk-proof',
} as const;

type ArtworkFacts = {
  fileName: string;
  contentType: string;
  fileType: string;
  pages: number;
  approxBytes: number;
  /**
   * CMYK pages, which processing gives an ink view: the record must offer it from the
   * start, as it will once the files are stored (the colour tool reads the record first).
   */
  cmyk?: true;
};

const png = (fileName: string, approxBytes: number): ArtworkFacts => ({
  fileName,
  contentType: 'image/png',
  fileType: 'png',
  pages: 1,
  approxBytes,
});
const jpg = (fileName: string, approxBytes: number): ArtworkFacts => ({
  fileName,
  contentType: 'image/jpeg',
  fileType: 'jpg',
  pages: 1,
  approxBytes,
});
const tif = (fileName: string, approxBytes: number): ArtworkFacts => ({
  fileName,
  contentType: 'image/tiff',
  fileType: 'tif',
  pages: 1,
  approxBytes,
});
const pdf = (fileName: string, pages: number, approxBytes: number): ArtworkFacts => ({
  fileName,
  contentType: 'application/pdf',
  fileType: 'pdf',
  pages,
  approxBytes,
});

/**
 * What the seed knows of each artwork before it is generated: name, type, pages and an
 * estimated size (the artwork module itself loads only when a file is first needed).
 * Each project's assets show that project's own product (artwork/catalog.ts names it).
 */
const ARTWORK: Record<DemoArtworkKey, ArtworkFacts> = {
  'jam-label': png('fjord-field-lingonberry-jam-label.png', 196_000),
  'jam-label-v2': png('fjord-field-lingonberry-jam-label.png', 213_000),
  leaflet: pdf('fjord-field-lingonberry-jam-leaflet.pdf', 4, 8_100),
  'coffee-bag': jpg('acme-roast-ethiopia-250g-front.jpg', 123_000),
  'carton-flat': png('morning-harbour-granola-500g-carton-flat.png', 290_000),
  'juice-label': png('forest-harvest-lingonberry-nectar-1l-carton-wrap.png', 200_000),
  'juice-label-v2': png('forest-harvest-lingonberry-nectar-1l-carton-wrap.png', 224_000),
  'juice-leaflet': pdf('forest-harvest-lingonberry-nectar-leaflet.pdf', 4, 8_200),
  'cold-brew-label': jpg('bean-and-bottle-cold-brew-original-250ml-label.jpg', 145_000),
  'tea-gift-box': png('leaf-and-co-jasmine-pearls-gift-box-flat.png', 258_000),
  'yogurt-sleeve': pdf('fjord-dairy-greek-style-4x125g-sleeve.pdf', 4, 6_800),
  'butter-wrapper': pdf('fjord-dairy-farm-butter-salted-250g-wrapper.pdf', 4, 6_200),
  'granola-back-panel': pdf('morning-harbour-oat-crunch-500g-back-panel.pdf', 1, 2_600),
  'granola-back-panel-v2': pdf('morning-harbour-oat-crunch-500g-back-panel.pdf', 1, 2_600),
  'carton-cmyk-proof': {
    ...tif('morning-harbour-oat-crunch-500g-press-proof-cmyk.tif', 45_700),
    cmyk: true,
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
    artwork: 'juice-label',
    version: 1,
    hoursAgo: 60,
    uploader: lena,
  },
  {
    assetUID: DEMO_ASSETS.nordicJamLeaflet,
    project: DEMO_PROJECTS.nordicJuice,
    artwork: 'juice-leaflet',
    version: 1,
    hoursAgo: 50,
    uploader: lena,
  },
  {
    assetUID: DEMO_ASSETS.nordicJamLabel,
    project: DEMO_PROJECTS.nordicJuice,
    artwork: 'juice-label-v2',
    version: 2,
    hoursAgo: 20,
    uploader: anna,
  },
  {
    assetUID: DEMO_ASSETS.nordicYogurtLeaflet,
    project: DEMO_PROJECTS.nordicYogurt,
    artwork: 'yogurt-sleeve',
    version: 1,
    hoursAgo: 10 * 24,
    uploader: anna,
  },
  {
    assetUID: DEMO_ASSETS.nordicButterLeaflet,
    project: DEMO_PROJECTS.nordicButter,
    artwork: 'butter-wrapper',
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
    artwork: 'cold-brew-label',
    version: 1,
    hoursAgo: 6 * 24,
    uploader: anna,
  },
  {
    assetUID: DEMO_ASSETS.acmeTeaCarton,
    project: DEMO_PROJECTS.acmeTeaBox,
    artwork: 'tea-gift-box',
    version: 1,
    hoursAgo: 70 * 24,
    uploader: ravi,
  },
  {
    assetUID: DEMO_ASSETS.acmeGranolaBackPanel,
    project: DEMO_PROJECTS.acmeOatBox,
    artwork: 'granola-back-panel',
    version: 1,
    hoursAgo: 19 * 24,
    uploader: ravi,
  },
  {
    assetUID: DEMO_ASSETS.acmeGranolaBackPanel,
    project: DEMO_PROJECTS.acmeOatBox,
    artwork: 'granola-back-panel-v2',
    version: 2,
    hoursAgo: 30,
    uploader: ravi,
  },
  {
    assetUID: DEMO_ASSETS.acmeGranolaCmykProof,
    project: DEMO_PROJECTS.acmeOatBox,
    artwork: 'carton-cmyk-proof',
    version: 1,
    hoursAgo: 26,
    uploader: ravi,
  },
];

/** The demo artwork a seeded asset version shows (for tests that check the seed against it). */
export function demoArtworkOf(assetUID: string, version: number): DemoArtworkKey | undefined {
  return VERSIONS.find((v) => v.assetUID === assetUID && v.version === version)?.artwork;
}

/**
 * Processed demo assets on several projects of both clients (a carton wrap with a version 2,
 * four-page PDFs, carton flats, a bottle label), each showing its own project's product. Only rows are written: the
 * files are generated on first use (demo-files.ts), so a first start stays fast.
 */
export function seedDemoAssets(state: OfflineState, now: number): void {
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
      // The keys demo-files.ts stores the ink views under when it generates the files.
      inkViewKeys: art.cmyk
        ? Array.from({ length: art.pages }, (_, page) => assetKeys.inkView(token, page))
        : undefined,
      source: { kind: 'demo', artwork: seed.artwork },
      uploadedByUserUID: seed.uploader,
      taskUID: null,
    };
    state.tables.assets[assetVersionKey(row.assetUID, row.version)] = row;
  }
}
