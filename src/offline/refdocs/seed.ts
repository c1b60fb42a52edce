import { newFileToken, refDocFileKey } from '@/offline/assets';
import type { RefDocRow } from './rows';
import type { OfflineState } from '@/offline/platform/store/state';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';

/** Fixed UIDs of the demo reference documents. */
export const DEMO_REFDOCS = {
  nordicJuiceSpec: 'ref-nordic-juice-print-spec',
  nordicJuiceBrand: 'ref-nordic-juice-brand-guidelines',
  acmeOatSpec: 'ref-acme-oat-print-spec',
  acmeOatDieline: 'ref-acme-oat-dieline',
} as const;

const HOUR = 3_600_000;

interface RefDocSeed {
  uid: string;
  project: string;
  name: string;
  /** A link target; absent for the generated print specification file. */
  link?: string;
  hoursAgo: number;
  uploader: string;
}

// Links point at example.com: a demo never sends anyone to a real third-party site.
const DOCUMENTS: RefDocSeed[] = [
  {
    uid: DEMO_REFDOCS.nordicJuiceSpec,
    project: DEMO_PROJECTS.nordicJuice,
    name: 'forest-harvest-carton-print-spec.pdf',
    hoursAgo: 66,
    uploader: DEMO_USERS.lena,
  },
  {
    uid: DEMO_REFDOCS.nordicJuiceBrand,
    project: DEMO_PROJECTS.nordicJuice,
    name: 'Forest Harvest brand guidelines',
    link: 'https://brand.example.com/forest-harvest/guidelines',
    hoursAgo: 65,
    uploader: DEMO_USERS.anna,
  },
  {
    uid: DEMO_REFDOCS.acmeOatSpec,
    project: DEMO_PROJECTS.acmeOatBox,
    name: 'morning-mill-oat-crunch-print-spec.pdf',
    hoursAgo: 30 * 24,
    uploader: DEMO_USERS.ravi,
  },
  {
    uid: DEMO_REFDOCS.acmeOatDieline,
    project: DEMO_PROJECTS.acmeOatBox,
    name: 'Dieline FC-500-v4 (supplier portal)',
    link: 'https://packaging.example.com/dielines/FC-500-v4',
    hoursAgo: 29 * 24,
    uploader: DEMO_USERS.ravi,
  },
];

/** Size of a generated print specification, close enough until the file is first generated. */
const APPROX_SPEC_BYTES = 3_000;

/** A print specification file and a link on one project of each client; files are generated on first use. */
export function seedDemoRefDocs(state: OfflineState, now: number): void {
  for (const seed of DOCUMENTS) {
    const project = state.tables.projects[seed.project];
    if (!project) continue;
    const token = seed.link ? null : newFileToken('d');
    const row: RefDocRow = {
      refDocUID: seed.uid,
      projectUID: project.projectUID,
      clientUID: project.clientUID,
      name: seed.name,
      kind: seed.link ? 'Url' : 'File',
      linkUrl: seed.link ?? null,
      status: 'Processed',
      fileSize: seed.link ? null : APPROX_SPEC_BYTES,
      contentType: seed.link ? null : 'application/pdf',
      created: new Date(now - seed.hoursAgo * HOUR).toISOString(),
      token,
      fileKey: token ? refDocFileKey(token) : null,
      source: seed.link ? null : { kind: 'demo', document: 'print-specification' },
      uploadedByUserUID: seed.uploader,
    };
    state.tables.refDocs[row.refDocUID] = row;
  }
}
