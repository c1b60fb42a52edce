import type { Annotation, AnnotationPages } from '@/api/types';
import type { PageImages } from '../canvas/page-images';
import type { StaticScene } from '../canvas/static-scene';
import type { ReviewEditor } from '../editor/review-editor';
import type { Draft } from '../model/drafts';
import { normalizePoints, type Point } from '../model/geometry';
import { markerRadius, type SceneItem } from '../model/hit-test';
import type { ToolId } from '../model/tool-machine';
import { pageToScreen, screenToPage } from '../model/viewport';

/** What the test API reads; the workspace keeps it current. */
export interface TestApiSource {
  /** The asset on the canvas: a test that navigates waits for the review of its asset. */
  assetUID: string;
  editor: ReviewEditor;
  scene: StaticScene | null;
  annotations: AnnotationPages | undefined;
  items: readonly SceneItem[];
  /** The page's images on the canvas (bitmap, or vector in vector mode). */
  images: PageImages | null;
  canvas: () => HTMLElement | null;
}

/**
 * `window.__proofdeskTest.review` in test builds (VITE_TEST_API=1): reads annotations,
 * selection and viewport, and converts between page coordinates (shares 0..1 of the page,
 * as annotations are stored) and client pixels, so e2e tests draw with page.mouse at
 * known page positions (tldraw's e2e api, excalidraw's window.h).
 */
export interface ReviewTestApi {
  /** The asset this review shows. */
  assetUID(): string;
  /** Every annotation and reply of the asset, as the app holds them. */
  annotations(): Annotation[];
  /** What the canvas draws on the current page: id, type and normalized points. */
  drawn(): {
    annotationUID: string;
    type: string;
    points: number[];
    completed: boolean;
    /** The number on its marker. */
    label: number | null;
  }[];
  /** The radius of pins and number badges on screen now, CSS pixels. */
  markerRadius(): number;
  selection(): string | null;
  page(): number;
  tool(): ToolId;
  draft(): Draft | null;
  /** Zoom (1 = 100 %), offset, the canvas' client rectangle and the page's pixel size. */
  viewport(): {
    scale: number;
    x: number;
    y: number;
    canvas: { left: number; top: number; width: number; height: number };
    page: { width: number; height: number } | null;
  };
  /** A page point (shares 0..1) to client pixels, for page.mouse. */
  pageToClient(x: number, y: number): Point;
  /** Client pixels back to page shares. */
  clientToPage(x: number, y: number): Point;
  /** The visible part is drawn as sharp as the zoom asks. */
  isSharp(): boolean;
  /** Where sharp pixels come from: the page bitmap or the original PDF (vector mode). */
  source(): 'bitmap' | 'vector' | null;
}

export function createReviewTestApi(source: () => TestApiSource): ReviewTestApi {
  const box = () => source().canvas()?.getBoundingClientRect() ?? new DOMRect();
  const pageSize = () => source().editor.state.pageSize;
  return {
    assetUID: () => source().assetUID,
    annotations: () => Object.values(source().annotations ?? {}).flat(),
    drawn: () => {
      const size = pageSize();
      return source().items.map((item) => ({
        annotationUID: item.id,
        type: item.shape.type,
        points: size ? normalizePoints(item.shape.points, size) : [],
        completed: item.completed,
        label: item.label ?? null,
      }));
    },
    markerRadius: () => {
      const { state } = source().editor;
      return markerRadius(state.pageSize, state.viewport.scale);
    },
    selection: () => source().editor.state.selection,
    page: () => source().editor.state.page,
    tool: () => source().editor.state.tool,
    draft: () => source().editor.state.draft,
    viewport: () => {
      const { viewport } = source().editor.state;
      const rect = box();
      return {
        ...viewport,
        canvas: { left: rect.left, top: rect.top, width: rect.width, height: rect.height },
        page: pageSize(),
      };
    },
    pageToClient: (x, y) => {
      const size = pageSize();
      if (!size) throw new Error('The page has not loaded yet.');
      const rect = box();
      const screen = pageToScreen(source().editor.state.viewport, {
        x: x * size.width,
        y: y * size.height,
      });
      return { x: rect.left + screen.x, y: rect.top + screen.y };
    },
    clientToPage: (x, y) => {
      const size = pageSize();
      if (!size) throw new Error('The page has not loaded yet.');
      const rect = box();
      const p = screenToPage(source().editor.state.viewport, { x: x - rect.left, y: y - rect.top });
      return { x: p.x / size.width, y: p.y / size.height };
    },
    isSharp: () => source().scene?.isSharp() ?? false,
    source: () => source().images?.kind ?? null,
  };
}
