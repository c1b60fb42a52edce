import type { AnnotationShape, AnnotationShapeType } from '@/api/types';

/**
 * An annotation being written: its shape (normalized, as it will be stored) and the comment
 * typed so far. Drafts are user content: they live in sessionStorage per asset, version and
 * page until saved, so a reload, a lost connection or a re-login loses nothing. Never the token.
 */
export interface Draft {
  shape: AnnotationShape;
  text: string;
}

/** Whose draft on which page. `scope` separates people sharing a browser tab ("user:<uid>", "ext:<task>"). */
export interface DraftKey {
  scope: string;
  assetUID: string;
  version: number;
  page: number;
}

const PREFIX = 'proofdesk.review.draft.v1';
const SHAPE_TYPES: readonly AnnotationShapeType[] = ['pin', 'rect', 'ellipse', 'arrow', 'freehand'];

function assetPrefix(scope: string, assetUID: string, version: number): string {
  return `${PREFIX}|${encodeURIComponent(scope)}|${encodeURIComponent(assetUID)}|${version}|`;
}

export function draftStorageKey(key: DraftKey): string {
  return `${assetPrefix(key.scope, key.assetUID, key.version)}${key.page}`;
}

function isShapeType(value: unknown): value is AnnotationShapeType {
  return typeof value === 'string' && (SHAPE_TYPES as readonly string[]).includes(value);
}

/** A stored draft back from JSON; anything malformed (old format, edited by hand) is dropped. */
export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { shape, text } = value as { shape?: unknown; text?: unknown };
  if (typeof text !== 'string' || typeof shape !== 'object' || shape === null) return null;
  const { type, points, color } = shape as { type?: unknown; points?: unknown; color?: unknown };
  if (!isShapeType(type) || !Array.isArray(points) || points.length < 2 || points.length % 2 !== 0)
    return null;
  const numbers = points.filter((p): p is number => typeof p === 'number' && p >= 0 && p <= 1);
  if (numbers.length !== points.length) return null;
  const stored: AnnotationShape = { type, points: numbers };
  if (typeof color === 'string' && /^#[0-9a-f]{6}$/i.test(color)) stored.color = color;
  return { shape: stored, text };
}

/** Where drafts are kept; tests pass an in-memory Storage. */
export interface DraftStore {
  load(key: DraftKey): Draft | null;
  save(key: DraftKey, draft: Draft): void;
  remove(key: DraftKey): void;
  /** Zero-based pages of the asset version that hold a draft, ascending. */
  pagesWithDrafts(scope: string, assetUID: string, version: number): number[];
}

/**
 * Drafts in a Web Storage (sessionStorage in the app). A full or blocked storage costs only
 * the survival across reloads, never the draft on screen.
 */
export function createDraftStore(storage: Storage | null): DraftStore {
  return {
    load(key) {
      try {
        return parseDraft(storage?.getItem(draftStorageKey(key)) ?? null);
      } catch {
        return null;
      }
    },
    save(key, draft) {
      try {
        storage?.setItem(draftStorageKey(key), JSON.stringify(draft));
      } catch {
        // Quota or privacy mode: the draft stays in memory.
      }
    },
    remove(key) {
      try {
        storage?.removeItem(draftStorageKey(key));
      } catch {
        // Nothing to clean up in a blocked storage.
      }
    },
    pagesWithDrafts(scope, assetUID, version) {
      if (!storage) return [];
      const prefix = assetPrefix(scope, assetUID, version);
      const pages: number[] = [];
      try {
        for (let i = 0; i < storage.length; i++) {
          const name = storage.key(i);
          if (!name?.startsWith(prefix)) continue;
          const page = Number(name.slice(prefix.length));
          if (Number.isInteger(page) && page >= 0) pages.push(page);
        }
      } catch {
        return [];
      }
      return pages.sort((a, b) => a - b);
    },
  };
}

/** sessionStorage when the environment has one (it throws in some privacy modes). */
export function browserDraftStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
