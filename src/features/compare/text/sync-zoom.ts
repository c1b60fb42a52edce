import type { TextBox } from '@/domain/text-compare';

/** The most a text difference is magnified, and the room kept around it (CSS pixels). */
export const MAX_TEXT_ZOOM = 3;
/** A chosen difference takes at most this share of the panel's width, so its line reads around it. */
const FOCUS_SHARE = 0.4;
const ROOM = 48;
/** pdf.js draws the whole page: keep its canvas within what every browser allows. */
const MAX_CANVAS_SIDE = 4096;

interface Size {
  width: number;
  height: number;
}

function fitOf(page: Size, panel: Size): number {
  return Math.min(panel.width / page.width, panel.height / page.height);
}

/**
 * One zoom for both pages (so they read at the same size): the whole of both pages, or, with
 * a difference chosen, as close as both its boxes still fit with some room around them.
 */
export function syncZoom(pages: (Size | null)[], boxes: (TextBox | null)[], panel: Size): number {
  const shown = pages.filter((p): p is Size => p !== null);
  if (!shown.length || panel.width <= 0 || panel.height <= 0) return 1;
  const fit = Math.min(...shown.map((page) => fitOf(page, panel)));
  const limit = Math.min(
    MAX_TEXT_ZOOM,
    ...shown.map(
      (page) =>
        MAX_CANVAS_SIDE / (Math.max(page.width, page.height) * (globalThis.devicePixelRatio || 1)),
    ),
  );
  const focus = boxes.filter((b): b is TextBox => b !== null);
  if (!focus.length) return round(fit);
  const close = Math.min(
    ...focus.map((box) =>
      Math.min(
        (panel.width * FOCUS_SHARE) / Math.max(box.width, 1),
        (panel.height - ROOM) / Math.max(box.height, 1),
      ),
    ),
  );
  return round(Math.max(fit, Math.min(limit, close)));
}

/** Whole hundredths: a resize by a pixel does not draw the pages again. */
function round(zoom: number): number {
  return Math.max(0.05, Math.floor(zoom * 100) / 100);
}
