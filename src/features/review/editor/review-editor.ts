import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DraftStore } from '../model/drafts';
import type { Point, Rect, Size } from '../model/geometry';
import { emptyHistory } from '../model/history';
import { hitTest, markerRadius, type SceneItem } from '../model/hit-test';
import * as machine from '../model/tool-machine';
import {
  isDrawingTool,
  type PointerInput,
  type ToolId,
  type Transition,
} from '../model/tool-machine';
import * as view from '../model/viewport';
import type { Viewport } from '../model/viewport';
import { DraftSession, type DraftScope } from './draft-session';
import { initialEditorState, type EditorState } from './editor-state';

export interface EditorOptions {
  pageCount: number;
  initialPage?: number;
  canAnnotate: boolean;
  drafts: DraftStore;
  draftScope: DraftScope;
}

/**
 * The review canvas' editor model, outside React (excalidraw's Scene, tldraw's Editor):
 * tools, gestures, viewport, selection, the draft and its undo history. React components
 * subscribe to slices of `store`; the Konva stage follows it imperatively. The editor owns
 * no resources (bitmaps and timers belong to the canvas), so creating one twice under
 * StrictMode leaks nothing.
 */
export class ReviewEditor {
  readonly store: StoreApi<EditorState>;
  readonly canAnnotate: boolean;
  /** The draft annotation of the current page, its storage and undo history. */
  readonly draft: DraftSession;
  private items: readonly SceneItem[] = [];

  constructor(options: EditorOptions) {
    this.canAnnotate = options.canAnnotate;
    const page = Math.min(
      Math.max(0, options.initialPage ?? 0),
      Math.max(0, options.pageCount - 1),
    );
    this.store = createStore<EditorState>(() => initialEditorState(options.pageCount, page, null));
    this.draft = new DraftSession(
      this.store,
      options.drafts,
      options.draftScope,
      options.canAnnotate,
    );
    this.set({ draft: this.draft.load(page) });
  }

  get state(): EditorState {
    return this.store.getState();
  }

  private set(partial: Partial<EditorState>): void {
    this.store.setState(partial);
  }

  // View ------------------------------------------------------------------

  setCanvasSize(size: Size): void {
    const { canvasSize, fitted, fitMode, pageSize, viewport } = this.state;
    if (size.width === canvasSize.width && size.height === canvasSize.height) return;
    if (fitted && pageSize)
      this.set({ canvasSize: size, viewport: view.fittedViewport(fitMode, pageSize, size) });
    else
      this.set({
        canvasSize: size,
        viewport: pageSize ? view.clampPan(viewport, pageSize, size) : viewport,
      });
  }

  /** The page's pixel size arrived (or changed): fit it, or show the region asked for meanwhile. */
  setPageSize(size: Size): void {
    const { pendingFocus, canvasSize, fitMode } = this.state;
    this.set({
      pageSize: size,
      viewport: view.fittedViewport(fitMode, size, canvasSize),
      fitted: true,
      pendingFocus: null,
    });
    if (pendingFocus) this.focusNormalized(pendingFocus);
  }

  setViewport(next: Viewport): void {
    const { pageSize, canvasSize, viewport } = this.state;
    let v: Viewport = { ...next, scale: view.clampScale(next.scale) };
    if (pageSize) v = view.clampPan(v, pageSize, canvasSize);
    if (view.sameViewport(v, viewport)) return;
    this.set({ viewport: v, fitted: false });
  }

  private canvasCentre(): Point {
    const { canvasSize } = this.state;
    return { x: canvasSize.width / 2, y: canvasSize.height / 2 };
  }

  zoomTo(scale: number, anchor: Point = this.canvasCentre()): void {
    this.setViewport(view.zoomAt(this.state.viewport, scale, anchor));
  }

  zoomBy(factor: number, anchor: Point = this.canvasCentre()): void {
    this.zoomTo(this.state.viewport.scale * factor, anchor);
  }

  zoomStep(direction: 1 | -1): void {
    this.zoomTo(view.stepZoom(this.state.viewport.scale, direction));
  }

  /** Fits the whole page ("page") or its width ("width"); later pages open the same way. */
  fit(mode: view.FitMode = 'page'): void {
    const { pageSize, canvasSize } = this.state;
    if (!pageSize) {
      this.set({ fitMode: mode });
      return;
    }
    const viewport = view.fittedViewport(mode, pageSize, canvasSize);
    this.set({ viewport, fitted: true, fitMode: mode });
  }

  panBy(dx: number, dy: number): void {
    this.setViewport(view.panBy(this.state.viewport, dx, dy));
  }

  /** Brings a page region into view: pans to it, zooming out only if it does not fit. */
  focusPageRect(rect: Rect): void {
    const { viewport, canvasSize } = this.state;
    const visible = view.visiblePageRect(viewport, canvasSize);
    const inside =
      rect.x >= visible.x &&
      rect.y >= visible.y &&
      rect.x + rect.width <= visible.x + visible.width &&
      rect.y + rect.height <= visible.y + visible.height;
    if (inside) return;
    const fits = view.zoomToRect(rect, canvasSize, 48, view.MAX_SCALE).scale;
    const centre = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    this.setViewport(view.centreAt(Math.min(viewport.scale, fits), centre, canvasSize));
  }

  // Pages -----------------------------------------------------------------

  goToPage(page: number, focus: Rect | null = null): void {
    const { pageCount, page: current } = this.state;
    const next = Math.min(Math.max(0, page), Math.max(0, pageCount - 1));
    if (next === current) {
      if (focus) this.focusNormalized(focus);
      return;
    }
    this.set({
      page: next,
      pageSize: null,
      selection: null,
      gesture: machine.IDLE,
      draft: this.draft.load(next),
      draftSaving: this.draft.isSaving(next),
      history: emptyHistory(),
      fitted: true,
      pendingFocus: focus,
    });
  }

  /** Brings a region given in shares of the page into view. */
  focusNormalized(normalized: Rect): void {
    const size = this.state.pageSize;
    if (!size) return;
    this.focusPageRect({
      x: normalized.x * size.width,
      y: normalized.y * size.height,
      width: normalized.width * size.width,
      height: normalized.height * size.height,
    });
  }

  // Tools and pointer -----------------------------------------------------

  setTool(tool: ToolId): void {
    if (isDrawingTool(tool) && !this.canAnnotate) return;
    this.set({ tool, gesture: machine.IDLE });
  }

  /** New shapes take the colour; an open draft is recoloured as an undoable step. */
  setColor(color: string): void {
    this.set({ color });
    this.draft.recolor(color);
  }

  setSpaceHeld(held: boolean): void {
    if (this.state.spaceHeld !== held) this.set({ spaceHeld: held });
  }

  private toolContext(): machine.ToolContext {
    const { tool, spaceHeld, viewport } = this.state;
    return { tool, spaceHeld, viewport, canAnnotate: this.canAnnotate && !this.state.draftSaving };
  }

  pointerDown(input: PointerInput): void {
    this.applyTransition(machine.pointerDown(this.state.gesture, input, this.toolContext()));
  }

  pointerMove(input: PointerInput): void {
    this.applyTransition(machine.pointerMove(this.state.gesture, input, this.toolContext()));
  }

  pointerUp(input: PointerInput): void {
    this.applyTransition(machine.pointerUp(this.state.gesture, input, this.toolContext()));
  }

  pointerCancel(): void {
    this.applyTransition(machine.pointerCancel());
  }

  private applyTransition({ gesture, effect }: Transition): void {
    if (gesture !== this.state.gesture) this.set({ gesture });
    switch (effect.type) {
      case 'viewport':
        this.setViewport(effect.viewport);
        break;
      case 'commit':
        if (this.draft.commitShape(effect.shapeType, effect.points)) this.select(null);
        break;
      case 'select':
        this.select(
          hitTest(
            this.items,
            effect.at,
            this.state.viewport.scale,
            markerRadius(this.state.pageSize, this.state.viewport.scale),
          ),
        );
        break;
      case 'none':
        break;
    }
  }

  /** The seam from server state: the drawable annotations of the current page. */
  setSceneItems(items: readonly SceneItem[]): void {
    // The selection stays: a thread without a shape, or one filtered off the canvas, is still selected in the list.
    this.items = items;
  }

  sceneItems(): readonly SceneItem[] {
    return this.items;
  }

  select(annotationUID: string | null): void {
    if (this.state.selection !== annotationUID) this.set({ selection: annotationUID });
  }

  /** Drops a pin in the middle of the view: the keyboard's way to annotate. */
  placePinAtCentre(): void {
    const { pageSize, viewport } = this.state;
    if (!pageSize) return;
    const p = view.screenToPage(viewport, this.canvasCentre());
    const x = Math.min(pageSize.width, Math.max(0, p.x));
    const y = Math.min(pageSize.height, Math.max(0, p.y));
    if (this.draft.commitShape('pin', [x, y])) this.select(null);
  }

  toggleVector(): void {
    this.set({ vector: !this.state.vector });
  }

  // Dialogs ---------------------------------------------------------------

  openHelp(): void {
    this.set({ dialog: { kind: 'help' } });
  }

  requestDelete(annotationUID: string): void {
    this.set({ dialog: { kind: 'delete', annotationUID } });
  }

  closeDialog(): void {
    this.set({ dialog: null });
  }
}
