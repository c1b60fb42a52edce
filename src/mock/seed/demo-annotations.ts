import type { AnnotationShape } from '@/api/types';
import type { AnnotationRow } from '../store/rows-annotations';
import type { AssetVersionRow } from '../store/rows-assets';
import type { MockState } from '../store/state';
import { DEMO_ASSETS } from './assets-seed';

const MINUTE = 60_000;

interface NoteSeed {
  shape: AnnotationShape | null;
  text: string;
  /** Index into the project's authors (owners first, then the client's other users). */
  author: number;
  /** Page as a share of the asset's pages: 0 = first page, 1 = last page. */
  pageAt: number;
  completed?: boolean;
  hidden?: boolean;
  replies?: { author: number; text: string }[];
}

// Review remarks of a packaging proof round; points are shares of the page (0..1).
const NOTES: NoteSeed[] = [
  {
    shape: { type: 'rect', points: [0.08, 0.06, 0.42, 0.22], color: '#e03131' },
    text: 'Logo clear space is below the 8 mm minimum on the left edge.',
    author: 1,
    pageAt: 0,
    replies: [
      { author: 0, text: 'Agreed. We will move the claim burst down by 3 mm.' },
      { author: 1, text: 'Thanks, that works for the brand guidelines.' },
    ],
  },
  {
    shape: { type: 'pin', points: [0.81, 0.88], color: '#1971c2' },
    text: 'Barcode quiet zone looks too narrow; please confirm with the printer.',
    author: 0,
    pageAt: 1,
  },
  {
    shape: { type: 'ellipse', points: [0.52, 0.3, 0.78, 0.46], color: '#f08c00' },
    text: 'The reduced-sugar claim needs the footnote marker (*) and the legal line.',
    author: 1,
    pageAt: 0,
    completed: true,
    replies: [{ author: 0, text: 'Footnote added in R3.' }],
  },
  {
    shape: { type: 'arrow', points: [0.2, 0.7, 0.34, 0.58], color: '#2f9e44' },
    text: 'Energy value: kJ and kcal do not match (1 kcal = 4.184 kJ).',
    author: 0,
    pageAt: 1,
  },
  {
    shape: {
      type: 'freehand',
      points: [0.6, 0.62, 0.64, 0.6, 0.69, 0.63, 0.73, 0.61, 0.77, 0.64],
      color: '#9c36b5',
    },
    text: 'Colour shift in the gradient; match Pantone 7406 C.',
    author: 1,
    pageAt: 0,
    hidden: true,
  },
  {
    shape: null,
    text: 'Overall the layout is approved from the marketing side.',
    author: 0,
    pageAt: 0,
  },
];

/** The demo assets that carry review threads (tests find them by these UIDs). */
export const ANNOTATED_DEMO_ASSETS: readonly string[] = [
  DEMO_ASSETS.acmeGranolaCarton,
  DEMO_ASSETS.acmeCoffeePouch,
  DEMO_ASSETS.acmeTeaCarton,
  DEMO_ASSETS.nordicJamLabel,
  DEMO_ASSETS.nordicJamLeaflet,
  DEMO_ASSETS.nordicYogurtLeaflet,
];

interface Author {
  uid: string;
  name: string;
}

/** The project's owners first, then the client's other Pro users. */
function authorsOf(state: MockState, asset: AssetVersionRow): Author[] {
  const project = state.tables.projects[asset.projectUID];
  const owners = project?.ownerUIDs ?? [];
  const others = Object.values(state.tables.users)
    .filter(
      (user) =>
        user.active &&
        user.plan === 'Pro' &&
        user.clientUIDs.includes(asset.clientUID) &&
        !owners.includes(user.userUID),
    )
    .map((user) => user.userUID);
  return [...owners, ...others].flatMap((uid) => {
    const user = state.tables.users[uid];
    return user ? [{ uid, name: user.fullName }] : [];
  });
}

/** Versions of a seeded asset, ascending. */
function versionsOf(state: MockState, assetUID: string): AssetVersionRow[] {
  return Object.values(state.tables.assets)
    .filter((row) => row.assetUID === assetUID && row.status === 'Processed' && row.pagesCount > 0)
    .sort((a, b) => a.version - b.version);
}

interface Entry {
  uid: string;
  parent: string | null;
  author: Author;
  text: string;
  shape: AnnotationShape | null;
  completed: boolean;
  hidden: boolean;
}

/** A note and its replies as rows-to-be, authors resolved. */
function entriesOf(note: NoteSeed, uid: string, authorAt: (i: number) => Author): Entry[] {
  const thread: Entry = {
    uid,
    parent: null,
    author: authorAt(note.author),
    text: note.text,
    shape: note.shape,
    completed: note.completed ?? false,
    hidden: note.hidden ?? false,
  };
  const replies = (note.replies ?? []).map((reply, r): Entry => ({
    uid: `${uid}-r${r}`,
    parent: uid,
    author: authorAt(reply.author),
    text: reply.text,
    shape: null,
    completed: false,
    hidden: false,
  }));
  return [thread, ...replies];
}

/**
 * Review threads with replies from several users on {@link ANNOTATED_DEMO_ASSETS}
 * (needs the assets seed before it); on a Completed project every thread is completed.
 * UIDs derive from the asset's, so the world is the same on every start.
 */
export function seedDemoAnnotations(state: MockState, now: number): void {
  let seq = Object.values(state.tables.annotations).reduce((max, row) => Math.max(max, row.seq), 0);
  ANNOTATED_DEMO_ASSETS.forEach((assetUID, a) => {
    const versions = versionsOf(state, assetUID);
    const latest = versions.at(-1);
    const authors = latest ? authorsOf(state, latest) : [];
    const first = authors[0];
    if (!latest || !first) return;
    const authorAt = (i: number) => authors[i % authors.length] ?? first;
    const closed = state.tables.projects[latest.projectUID]?.state === 'Completed';
    // Spread over the last days, oldest first; the first two threads belong to the first version.
    let minutesAgo = 4 * 24 * 60 - a * 90;
    NOTES.forEach((note, n) => {
      const asset = (n < 2 ? versions[0] : latest) ?? latest;
      const pageNumber = Math.round(note.pageAt * (asset.pagesCount - 1));
      for (const entry of entriesOf(note, `ann-${assetUID}-${n}`, authorAt)) {
        minutesAgo -= 37;
        const row: AnnotationRow = {
          annotationUID: entry.uid,
          assetUID,
          projectUID: asset.projectUID,
          version: asset.version,
          pageNumber,
          text: entry.text,
          parentAnnotationUID: entry.parent,
          shape: entry.shape,
          createdByUserUID: entry.author.uid,
          createdByName: entry.author.name,
          creatorKey: `user:${entry.author.uid}`,
          created: new Date(now - minutesAgo * MINUTE).toISOString(),
          isHidden: entry.hidden,
          isCompleted: entry.completed || (closed && entry.parent === null),
          seq: ++seq,
        };
        state.tables.annotations[row.annotationUID] = row;
      }
    });
  });
}
