import type { AnnotationShape } from '@/api/types';
import type { AnnotationRow } from './rows';
import type { AssetVersionRow } from '@/offline/assets';
import type { OfflineState } from '@/offline/platform/store/state';
import { DEMO_ASSETS } from '@/offline/assets';
import { DEMO_NOTES, type NoteSeed } from './seed-notes';

const MINUTE = 60_000;

/** The demo assets that carry review threads (tests find them by these UIDs). */
export const ANNOTATED_DEMO_ASSETS: readonly string[] = [
  DEMO_ASSETS.acmeGranolaCarton,
  DEMO_ASSETS.acmeCoffeePouch,
  DEMO_ASSETS.acmeTeaCarton,
  DEMO_ASSETS.nordicJamLabel,
  DEMO_ASSETS.nordicJamLeaflet,
  DEMO_ASSETS.nordicYogurtLeaflet,
  DEMO_ASSETS.acmeGranolaBackPanel,
];

interface Author {
  uid: string;
  name: string;
}

/** The project's owners first, then the client's other Pro users. */
function authorsOf(state: OfflineState, asset: AssetVersionRow): Author[] {
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
function versionsOf(state: OfflineState, assetUID: string): AssetVersionRow[] {
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
export function seedDemoAnnotations(state: OfflineState, now: number): void {
  let seq = Object.values(state.tables.annotations).reduce((max, row) => Math.max(max, row.seq), 0);
  ANNOTATED_DEMO_ASSETS.forEach((assetUID, a) => {
    const versions = versionsOf(state, assetUID);
    const latest = versions.at(-1);
    const authors = latest ? authorsOf(state, latest) : [];
    const first = authors[0];
    if (!latest || !first) return;
    const authorAt = (i: number) => authors[i % authors.length] ?? first;
    const closed = state.tables.projects[latest.projectUID]?.state === 'Completed';
    // Spread over the last days, oldest first.
    let minutesAgo = 4 * 24 * 60 - a * 90;
    (DEMO_NOTES[assetUID] ?? []).forEach((note, n) => {
      const asset = (note.firstVersion ? versions[0] : latest) ?? latest;
      const pageNumber = Math.min(note.page, asset.pagesCount - 1);
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
