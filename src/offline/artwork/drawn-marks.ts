import type { PDFDocument } from '@pdfme/pdf-lib';
import type { DrawingContext } from '@/offline/platform/processing/types';

/**
 * What a painter drew where, in shares of its page (0..1 from the top-left): every text's origin
 * and every round shape's centre. The element boxes' test checks with it that each box
 * (element-boxes.ts) holds what it names.
 */
export interface DrawnMark {
  page: number;
  kind: 'text' | 'round';
  text: string;
  x: number;
  y: number;
}

/**
 * `target` (a real context, so text wraps as it does when drawn) that also records into `marks`
 * what is drawn on it.
 */
export function recordingContext(
  target: DrawingContext,
  width: number,
  height: number,
  marks: DrawnMark[],
): DrawingContext {
  // Only translations are followed: the painters draw round shapes at a translated origin.
  const stack: { dx: number; dy: number; turned: boolean }[] = [];
  let state = { dx: 0, dy: 0, turned: false };
  const mark = (kind: DrawnMark['kind'], text: string, x: number, y: number) => {
    if (state.turned && (x !== 0 || y !== 0)) return;
    marks.push({ page: 0, kind, text, x: (x + state.dx) / width, y: (y + state.dy) / height });
  };
  const n = (value: unknown) => Number(value);
  const spies: Record<string, (args: unknown[]) => void> = {
    fillText: ([text, x, y]) => mark('text', String(text), n(x), n(y)),
    arc: ([x, y]) => mark('round', '', n(x), n(y)),
    ellipse: ([x, y]) => mark('round', '', n(x), n(y)),
    save: () => stack.push({ ...state }),
    restore: () => {
      state = stack.pop() ?? { dx: 0, dy: 0, turned: false };
    },
    translate: ([x, y]) => {
      state = { ...state, dx: state.dx + n(x), dy: state.dy + n(y) };
    },
    rotate: () => {
      state = { ...state, turned: true };
    },
  };
  return new Proxy(target, {
    get(real, property) {
      const value: unknown = Reflect.get(real, property, real);
      if (typeof value !== 'function') return value;
      const spy = spies[String(property)];
      return (...args: unknown[]) => {
        spy?.(args);
        return (value as (...a: unknown[]) => unknown).apply(real, args);
      };
    },
    set: (real, property, value) => Reflect.set(real, property, value, real),
  });
}

/** Makes every page `doc` adds from now on record into `marks` its texts and round shapes. */
export function recordPdfPages(doc: PDFDocument, marks: DrawnMark[]): PDFDocument {
  const addPage = doc.addPage.bind(doc);
  doc.addPage = (size?: [number, number]) => {
    const page = addPage(size);
    const pageIndex = doc.getPageCount() - 1;
    const [width, height] = [page.getWidth(), page.getHeight()];
    const record = (kind: DrawnMark['kind'], text: string, x: number, y: number) =>
      marks.push({ page: pageIndex, kind, text, x: x / width, y: (height - y) / height });
    const drawText = page.drawText.bind(page);
    page.drawText = (text, options = {}) => {
      record('text', text, options.x ?? 0, options.y ?? 0);
      drawText(text, options);
    };
    const drawCircle = page.drawCircle.bind(page);
    page.drawCircle = (options = {}) => {
      record('round', '', options.x ?? 0, options.y ?? 0);
      drawCircle(options);
    };
    const drawEllipse = page.drawEllipse.bind(page);
    page.drawEllipse = (options = {}) => {
      record('round', '', options.x ?? 0, options.y ?? 0);
      drawEllipse(options);
    };
    return page;
  };
  return doc;
}
