import type { Draft } from '../model/drafts';
import type { Rect, Size } from '../model/geometry';
import { emptyHistory, type History } from '../model/history';
import { IDLE, type Gesture, type ToolId } from '../model/tool-machine';
import { IDENTITY, type FitMode, type Viewport } from '../model/viewport';

/**
 * What a reviewer may do in a workspace. The internal review page derives it from the
 * project state and the task; the external review flow from its review link.
 */
export interface ReviewCapabilities {
  /** Draw, reply, edit, hide, complete. */
  canAnnotate: boolean;
  /** Approve or reject (only inside a review task the viewer is assigned to). */
  canDecide: boolean;
  /** Fetch the original file (enables the PDF vector mode). */
  canDownload: boolean;
  /** Only zoom, pan, accept and reject. */
  simpleMode: boolean;
}

/** A dialog the editor asked for; the workspace renders it. */
export type EditorDialog = { kind: 'help' } | { kind: 'delete'; annotationUID: string } | null;

/**
 * Session state of one review canvas (tldraw's "instance" records): never saved to the
 * server, never copied from it. Annotations stay in React Query; the workspace hands the
 * current page's drawable ones to the editor through `setSceneItems`, the one seam.
 *
 * Invariants: `viewport.scale` is within MIN_SCALE..MAX_SCALE; `draft` is the draft of
 * `page` and mirrors the draft storage; `draftSaving` is true from the moment a save is
 * sent until it settles, and no second save of that draft starts meanwhile.
 */
export interface EditorState {
  tool: ToolId;
  /** Colour of new shapes, #rrggbb. */
  color: string;
  /** Zero-based page shown. */
  page: number;
  pageCount: number;
  /** The page's pixel size, known once its bitmap header is read; null while loading. */
  pageSize: Size | null;
  /** The canvas element's CSS size. */
  canvasSize: Size;
  viewport: Viewport;
  /** The viewport follows the fit (`fitMode`) when the canvas or page changes size. */
  fitted: boolean;
  /** The fit last chosen: pages opened from then on (and resizes while fitted) follow it. */
  fitMode: FitMode;
  gesture: Gesture;
  spaceHeld: boolean;
  /** Selected top-level annotation. */
  selection: string | null;
  draft: Draft | null;
  draftSaving: boolean;
  history: History<Draft | null>;
  dialog: EditorDialog;
  /** A normalized page region to bring into view once the page's size is known. */
  pendingFocus: Rect | null;
  /** Sharp regions come from the original PDF (vector mode) instead of the page bitmap. */
  vector: boolean;
}

/** The swatches of the toolbar; the first is the default. */
export const COLORS: readonly string[] = [
  '#e03131',
  '#f08c00',
  '#2f9e44',
  '#1971c2',
  '#9c36b5',
  '#212529',
];

export function initialEditorState(
  pageCount: number,
  page: number,
  draft: Draft | null,
): EditorState {
  return {
    tool: 'select',
    color: COLORS[0] ?? '#e03131',
    page,
    pageCount,
    pageSize: null,
    canvasSize: { width: 0, height: 0 },
    viewport: IDENTITY,
    fitted: true,
    fitMode: 'page',
    gesture: IDLE,
    spaceHeld: false,
    selection: null,
    draft,
    draftSaving: false,
    history: emptyHistory(),
    dialog: null,
    pendingFocus: null,
    vector: false,
  };
}
