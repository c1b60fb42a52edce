import { FormatError } from './pixels';

/** Longest side, in pixels, an SVG page is rendered at (its aspect ratio kept). */
const SVG_RENDER_SIDE = 2000;

const decoder = new TextDecoder('utf-8', { fatal: false });

/** The SVG's text without a BOM, XML declaration, comments and doctype before the root. */
function leadingText(bytes: Uint8Array): string {
  return decoder
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .replace(/^\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|\s+)*/i, '');
}

/** True when the file is an SVG document (its root element is <svg>). */
export function isSvg(bytes: Uint8Array): boolean {
  return /^<svg[\s>/]/i.test(leadingText(bytes));
}

const UNITS: Readonly<Record<string, number>> = {
  '': 1,
  px: 1,
  pt: 4 / 3,
  pc: 16,
  mm: 96 / 25.4,
  cm: 96 / 2.54,
  in: 96,
};

function length(value: string | undefined): number | null {
  const match = /^\s*([0-9.]+)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value ?? '');
  if (!match) return null;
  const n = Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? Number.NaN);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  // Group 2 holds a double-quoted value, group 3 a single-quoted one (unmatched groups are undefined at run time).
  const [, , double, single] = match ?? [];
  return double ?? single;
}

/**
 * Removes what could run or fetch: script and foreignObject elements, event attributes,
 * links and references to anything but the document itself or inline data, and CSS
 * imports. The rasterizers load SVG as an image (no scripts, no network) anyway; this
 * keeps it so whatever renders the file.
 */
function sanitizeSvg(text: string): string {
  return text
    .replace(/<script[\s\S]*?(<\/script\s*>|\/>)/gi, '')
    .replace(/<foreignObject[\s\S]*?(<\/foreignObject\s*>|\/>)/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*')/gi, '')
    .replace(
      /(\s(?:xlink:)?href\s*=\s*)("(?!#|data:image\/)[^"]*"|'(?!#|data:image\/)[^']*')/gi,
      '$1"#"',
    )
    .replace(/@import[^;]*;/gi, '')
    .replace(/url\(\s*(['"]?)(?!#|data:image\/)[^)]*\)/gi, 'none');
}

/** An SVG ready to rasterize: sanitized, its root sized to the pixels wanted. */
interface PreparedSvg {
  svg: Uint8Array;
  width: number;
  height: number;
}

/**
 * Sizes an SVG for its page bitmap: the aspect ratio from its viewBox (else its width and
 * height), the longest side {@link SVG_RENDER_SIDE} pixels (at most `maxSide`).
 */
export function prepareSvg(bytes: Uint8Array, maxSide: number): PreparedSvg {
  const text = sanitizeSvg(decoder.decode(bytes));
  const open = /<svg[\s>/][^>]*>/i.exec(text);
  if (!open) throw new FormatError('it has no <svg> element');
  const tag = open[0];
  const viewBox = (attribute(tag, 'viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [vbW, vbH] = viewBox.length === 4 ? [viewBox[2] ?? 0, viewBox[3] ?? 0] : [0, 0];
  const w = length(attribute(tag, 'width')) ?? (vbW > 0 ? vbW : null);
  const h = length(attribute(tag, 'height')) ?? (vbH > 0 ? vbH : null);
  const ratio = vbW > 0 && vbH > 0 ? vbW / vbH : w && h ? w / h : 2;
  const side = Math.min(SVG_RENDER_SIDE, maxSide);
  const width = Math.max(1, Math.round(ratio >= 1 ? side : side * ratio));
  const height = Math.max(1, Math.round(ratio >= 1 ? side / ratio : side));
  let root = tag.replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, '');
  // Without a viewBox, one made of the original size lets the drawing scale with the page.
  if (viewBox.length !== 4)
    root = root.replace(/^<svg/i, `<svg viewBox="0 0 ${w ?? 300} ${h ?? 150}"`);
  root = root.replace(/^<svg/i, `<svg width="${width}" height="${height}"`);
  return { svg: new TextEncoder().encode(text.replace(tag, root)), width, height };
}
