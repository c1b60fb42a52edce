/**
 * Soft masks for pdf.js where it has no DOM. pdf.js turns a Luminosity (or transfer-mapped
 * Alpha) soft mask into an alpha mask by drawing the mask group with an SVG filter
 * (`ctx.filter = "url(#…)"`); in Node and on OffscreenCanvas there is no document to hold
 * that filter, pdf.js's fallback answers "none", and the mask is silently dropped (a masked
 * fade printed as a flat fill). Here the filter is a token instead, and the scratch canvases
 * pdf.js draws the mask on apply it to the pixels themselves.
 */

interface MaskFilter {
  kind: 'luminosity' | 'alpha';
  /** Transfer function as 256 bytes, or none. */
  map: ArrayLike<number> | null;
}

const filters = new Map<string, MaskFilter>();
let nextId = 0;

function register(filter: MaskFilter): string {
  const token = `url(#proofdesk-mask-${nextId++})`;
  filters.set(token, filter);
  return token;
}

/** pdf.js's FilterFactory protocol: masks become tokens, the display filters stay off as in pdf.js's Node build. */
export class MaskFilterFactory {
  private readonly tokens: string[] = [];

  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(map: ArrayLike<number>): string {
    const token = register({ kind: 'alpha', map });
    this.tokens.push(token);
    return token;
  }
  addLuminosityFilter(map: ArrayLike<number> | null): string {
    const token = register({ kind: 'luminosity', map: map ?? null });
    this.tokens.push(token);
    return token;
  }
  destroy(): void {
    for (const token of this.tokens) filters.delete(token);
    this.tokens.length = 0;
  }
}

/** Turns the canvas's pixels into the mask: colour to alpha (luminosity) or alpha through the transfer map. */
function applyMask(
  context: MaskableContext,
  filter: MaskFilter,
  width: number,
  height: number,
): void {
  const image = context.getImageData(0, 0, width, height);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    let alpha =
      filter.kind === 'luminosity'
        ? // The same weights as pdf.js's feColorMatrix (PDF 32000 11.5.3: luminosity of the group).
          Math.round(
            (0.3 * (data[i] ?? 0) + 0.59 * (data[i + 1] ?? 0) + 0.11 * (data[i + 2] ?? 0)) *
              ((data[i + 3] ?? 0) / 255),
          )
        : (data[i + 3] ?? 0);
    if (filter.map) alpha = filter.map[alpha] ?? alpha;
    data[i] = 0;
    data[i + 1] = 0;
    data[i + 2] = 0;
    data[i + 3] = alpha;
  }
  context.putImageData(image, 0, 0);
}

/** The parts of a 2D context (napi-rs or OffscreenCanvas) the mask needs. */
interface MaskableContext {
  filter: string;
  canvas: { width: number; height: number };
  drawImage(...args: never[]): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  putImageData(image: { data: Uint8ClampedArray }, x: number, y: number): void;
}

/**
 * Makes one scratch context honour {@link MaskFilterFactory}'s tokens: while a token is
 * set as its filter, each drawImage is followed by the mask conversion of the whole canvas
 * (pdf.js draws a mask once, at the origin, on a canvas of the mask's size).
 */
export function honourMaskFilters<X extends object>(context: X): X {
  const target = context as unknown as MaskableContext;
  let pending: MaskFilter | null = null;
  let filterValue = 'none';
  const nativeDraw = target.drawImage.bind(target);
  const prototypeFilter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'filter');
  Object.defineProperty(target, 'filter', {
    configurable: true,
    get: () => filterValue,
    set: (value: string) => {
      filterValue = value;
      pending = filters.get(value) ?? null;
      if (!pending) prototypeFilter?.set?.call(target, value);
    },
  });
  Object.defineProperty(target, 'drawImage', {
    configurable: true,
    value: (...args: never[]) => {
      nativeDraw(...args);
      if (pending) applyMask(target, pending, target.canvas.width, target.canvas.height);
    },
  });
  return context;
}
