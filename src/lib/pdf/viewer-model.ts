/** Zoom levels the viewer steps through (CSS pixels per PDF point). */
export const ZOOM_STEPS: readonly number[] = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];
export const MIN_ZOOM = ZOOM_STEPS[0] ?? 0.25;
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 4;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next step above `zoom` (a fitted zoom between steps goes to the next one up). */
export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 1e-6) ?? MAX_ZOOM;
}

/** The next step below `zoom`. */
export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-6) ?? MIN_ZOOM;
}

/** The zoom that makes a page `pageWidth` points wide fill `containerWidth` CSS pixels. */
export function fitWidthZoom(pageWidth: number, containerWidth: number): number {
  if (pageWidth <= 0 || containerWidth <= 0) return 1;
  return clampZoom(containerWidth / pageWidth);
}

/** A zero-based page index kept inside the document. */
export function clampPage(index: number, pageCount: number): number {
  if (pageCount <= 0) return 0;
  if (!Number.isFinite(index)) return 0;
  return Math.min(pageCount - 1, Math.max(0, Math.trunc(index)));
}

/** What a key press does in the viewer, or null when the key is not the viewer's. */
export type ViewerCommand =
  | { kind: 'page'; to: 'next' | 'previous' | 'first' | 'last' }
  | { kind: 'zoom'; to: 'in' | 'out' | 'reset' };

/** Keyboard map: PageDown/ArrowRight next, PageUp/ArrowLeft previous, Home, End, + - 0. */
export function commandForKey(key: string): ViewerCommand | null {
  switch (key) {
    case 'PageDown':
    case 'ArrowRight':
      return { kind: 'page', to: 'next' };
    case 'PageUp':
    case 'ArrowLeft':
      return { kind: 'page', to: 'previous' };
    case 'Home':
      return { kind: 'page', to: 'first' };
    case 'End':
      return { kind: 'page', to: 'last' };
    case '+':
    case '=':
      return { kind: 'zoom', to: 'in' };
    case '-':
      return { kind: 'zoom', to: 'out' };
    case '0':
      return { kind: 'zoom', to: 'reset' };
    default:
      return null;
  }
}
