/** The symbologies the barcode check reads and judges. */
export type Symbology =
  | 'ean-13'
  | 'ean-8'
  | 'upc-a'
  | 'upc-e'
  | 'itf-14'
  | 'code-128'
  | 'gs1-128'
  | 'qr'
  | 'gs1-qr'
  | 'data-matrix'
  | 'gs1-data-matrix';

export interface SymbologySpec {
  kind: 'linear' | 'matrix';
  /** X (module width) at 100 % magnification, mm; only where GS1 defines a 100 % size. */
  nominalX?: number;
  /** Modules between the quiet zones, where fixed (EAN-13: 95). */
  modules?: number;
  /** Quiet zones in modules: before and after the bars (matrix codes: every side). */
  quietBefore: number;
  quietAfter: number;
  /** Bar height at 100 % (scaled with magnification), mm. */
  nominalBarHeight?: number;
  /** A bar height the symbol must have at any size (ITF-14, GS1-128 on cases), mm. */
  minBarHeight?: number;
  /** The whole symbol at 100 %, quiet zones and human readable digits included, mm. */
  nominalSize?: { width: number; height: number };
  /** The X range GS1 allows, mm (GS1 General Specifications 5.12.3, symbol tables 1 and 2). */
  xRange?: { min: number; max: number };
}

const EAN_UPC_X = 0.33;

export const SYMBOLOGIES: Record<Symbology, SymbologySpec> = {
  'ean-13': {
    kind: 'linear',
    nominalX: EAN_UPC_X,
    modules: 95,
    quietBefore: 11,
    quietAfter: 7,
    nominalBarHeight: 22.85,
    nominalSize: { width: 37.29, height: 25.93 },
    xRange: { min: 0.264, max: 0.66 },
  },
  'ean-8': {
    kind: 'linear',
    nominalX: EAN_UPC_X,
    modules: 67,
    quietBefore: 7,
    quietAfter: 7,
    nominalBarHeight: 18.23,
    nominalSize: { width: 26.73, height: 21.31 },
    xRange: { min: 0.264, max: 0.66 },
  },
  'upc-a': {
    kind: 'linear',
    nominalX: EAN_UPC_X,
    modules: 95,
    quietBefore: 9,
    quietAfter: 9,
    nominalBarHeight: 22.85,
    nominalSize: { width: 37.29, height: 25.91 },
    xRange: { min: 0.264, max: 0.66 },
  },
  'upc-e': {
    kind: 'linear',
    nominalX: EAN_UPC_X,
    modules: 51,
    quietBefore: 9,
    quietAfter: 7,
    nominalBarHeight: 22.85,
    nominalSize: { width: 22.11, height: 25.91 },
    xRange: { min: 0.264, max: 0.66 },
  },
  'itf-14': {
    kind: 'linear',
    nominalX: 1.016,
    quietBefore: 10,
    quietAfter: 10,
    minBarHeight: 31.75,
    xRange: { min: 0.495, max: 1.016 },
  },
  'code-128': { kind: 'linear', quietBefore: 10, quietAfter: 10 },
  'gs1-128': {
    kind: 'linear',
    quietBefore: 10,
    quietAfter: 10,
    minBarHeight: 31.75,
    xRange: { min: 0.495, max: 1.016 },
  },
  qr: { kind: 'matrix', quietBefore: 4, quietAfter: 4 },
  'gs1-qr': { kind: 'matrix', quietBefore: 4, quietAfter: 4, xRange: { min: 0.396, max: 0.495 } },
  'data-matrix': { kind: 'matrix', quietBefore: 1, quietAfter: 1 },
  'gs1-data-matrix': {
    kind: 'matrix',
    quietBefore: 1,
    quietAfter: 1,
    xRange: { min: 0.396, max: 0.99 },
  },
};

/** Whether a symbology's data is GS1 element strings (AIs), not plain text or a bare GTIN. */
export function isGs1Ai(symbology: Symbology): boolean {
  return symbology === 'gs1-128' || symbology === 'gs1-qr' || symbology === 'gs1-data-matrix';
}
