import { SYMBOLOGIES, type Symbology } from './symbology';

/** What was measured on the page, in mm (the scanner turns pixels into mm with the page scale). */
export interface MeasuredSymbol {
  symbology: Symbology;
  /** Module width X. */
  x: number;
  /** Width of the bars (linear) or of the symbol (matrix), quiet zones excluded. */
  width: number;
  /** Height of the ordinary bars (linear) or of the symbol (matrix). */
  height: number;
}

export interface PrintSize {
  /** X in mm, rounded to 0.001. */
  x: number;
  width: number;
  height: number;
  /** Percent of the 100 % size, where the symbology has one (EAN/UPC, ITF-14). */
  magnification?: number;
  /** The whole symbol (quiet zones and digits) at this magnification, mm. */
  fullSize?: { width: number; height: number };
  /** X inside the range GS1 allows for this symbology, where it sets one. */
  xInRange?: boolean;
  /**
   * Bar height as a percent of what it should be at this magnification (EAN/UPC), or of the
   * minimum (ITF-14, GS1-128); `truncated` when short of it by more than the 2 % tolerance.
   */
  barHeightPercent?: number;
  truncated?: boolean;
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/** Magnification, full size, X range and truncation of a measured symbol. */
export function printSize(measured: MeasuredSymbol): PrintSize {
  const spec = SYMBOLOGIES[measured.symbology];
  const size: PrintSize = {
    x: round(measured.x, 3),
    width: round(measured.width, 2),
    height: round(measured.height, 2),
  };
  if (spec.xRange)
    size.xInRange = measured.x >= spec.xRange.min * 0.99 && measured.x <= spec.xRange.max * 1.01;
  if (spec.nominalX === undefined) {
    if (spec.minBarHeight !== undefined) truncation(size, measured.height / spec.minBarHeight);
    return size;
  }
  const scale = measured.x / spec.nominalX;
  // Whole percent: print specs are given that way, and X itself is read to a tenth of a pixel.
  size.magnification = Math.round(scale * 100);
  // The whole symbol at the magnification it was printed at (whole percent, as specs say it).
  if (spec.nominalSize)
    size.fullSize = {
      width: round((spec.nominalSize.width * size.magnification) / 100, 2),
      height: round((spec.nominalSize.height * size.magnification) / 100, 2),
    };
  if (spec.nominalBarHeight !== undefined)
    truncation(size, measured.height / (spec.nominalBarHeight * scale));
  else if (spec.minBarHeight !== undefined) truncation(size, measured.height / spec.minBarHeight);
  return size;
}

function truncation(size: PrintSize, ratio: number): void {
  size.barHeightPercent = Math.round(ratio * 100);
  size.truncated = ratio < 0.98;
}
