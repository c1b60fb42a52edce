import type { PDFDocument, PDFFont, PDFPage, RGB } from '@pdfme/pdf-lib';
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Bidi format characters (LRM, RLM, embeddings, isolates): no font draws them. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

interface ChainFont {
  font: PDFFont;
  chars: Set<number>;
  /** fontkit lays a right-to-left script's run out in reverse (its own visual order). */
  reversesRtl: boolean;
}

export type Direction = 'ltr' | 'rtl';

interface DrawOptions {
  x: number;
  y: number;
  size: number;
  color: RGB;
  /** The box the line sits in; a right-to-left line is aligned to its right edge. */
  width?: number;
  /** Base direction, for the lines of one wrapped paragraph; else from the line's first letter. */
  direction?: Direction;
}

function hasRtlLetter(text: string): boolean {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'R' || type === 'AL') return true;
  }
  return false;
}

/** The base direction of a paragraph: that of its first strong character (Unicode's rule P2). */
export function directionOf(text: string): Direction {
  const level = bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0;
  return level % 2 === 1 ? 'rtl' : 'ltr';
}

/**
 * One weight of text drawn with a list of fonts: each character comes from the first font that
 * has it, and each line is put in visual order with the Unicode bidirectional algorithm before
 * it is drawn (PDF text is drawn left to right, glyph by glyph).
 */
export class FontChain {
  private constructor(private readonly fonts: ChainFont[]) {}

  static async embed(doc: PDFDocument, files: Uint8Array[]): Promise<FontChain> {
    const fonts: ChainFont[] = [];
    for (const file of files) {
      const font = await doc.embedFont(file, { subset: true });
      const chars = new Set(font.getCharacterSet());
      fonts.push({ font, chars, reversesRtl: reversesRtl(font, chars) });
    }
    return new FontChain(fonts);
  }

  /** The text with characters no font has replaced: diacritics stripped, else "?". */
  printable(text: string): string {
    let out = '';
    for (const char of text.replace(/[\r\n\t]+/g, ' ').replace(BIDI_CONTROLS, '')) {
      if (this.fontIndex(char) >= 0) {
        out += char;
        continue;
      }
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && Array.from(base).every((c) => this.fontIndex(c) >= 0) ? base : '?';
    }
    return out;
  }

  /** Width of printable text at `size` points. */
  width(text: string, size: number): number {
    return this.runs(text).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }

  /** Draws one line of printable text (logical order). */
  draw(page: PDFPage, text: string, options: DrawOptions): void {
    const direction = options.direction ?? directionOf(text);
    const levels = bidi.getEmbeddingLevels(text, direction);
    const visual = bidi.getReorderedString(text, levels);
    let x = options.x;
    if (direction === 'rtl' && options.width !== undefined) {
      x += Math.max(0, options.width - this.width(text, options.size));
    }
    for (const run of this.runs(visual)) {
      const font = this.fonts.find((f) => f.font === run.font);
      const drawn =
        font?.reversesRtl && hasRtlLetter(run.text)
          ? Array.from(run.text).reverse().join('')
          : run.text;
      page.drawText(drawn, {
        x,
        y: options.y,
        size: options.size,
        font: run.font,
        color: options.color,
      });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }

  private fontIndex(char: string): number {
    const code = char.codePointAt(0) ?? 0;
    return this.fonts.findIndex((f) => f.chars.has(code));
  }

  /** Splits text into stretches drawn with one font each. */
  private runs(text: string): { font: PDFFont; text: string }[] {
    const runs: { font: PDFFont; text: string }[] = [];
    for (const char of text) {
      const font = (this.fonts[this.fontIndex(char)] ?? this.fonts[0])?.font;
      if (!font) break;
      const last = runs[runs.length - 1];
      if (last?.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }
}

/**
 * Whether the font's layout turns a right-to-left run around by itself (fontkit does for the
 * scripts it knows are right to left): measured, not assumed, so a bidi-ordered run is handed
 * to it in the order that comes out visual.
 */
function reversesRtl(font: PDFFont, chars: Set<number>): boolean {
  const [alef, bet] = ['\u05d0', '\u05d1'];
  if (![alef, bet].every((c) => chars.has(c.codePointAt(0) ?? 0))) return false;
  const hex = (text: string) => font.encodeText(text).toString().replace(/[<>]/g, '');
  return hex(alef + bet) === hex(bet) + hex(alef);
}
