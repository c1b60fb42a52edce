import type { Symbology } from '@/domain/barcodes/symbology';

/** The part of a zxing-wasm result the scan reads (kept narrow so tests can build one). */
export interface ZxingResult {
  format: string;
  text: string;
  error: string;
  symbologyIdentifier: string;
  orientation: number;
  position: {
    topLeft: { x: number; y: number };
    topRight: { x: number; y: number };
    bottomRight: { x: number; y: number };
    bottomLeft: { x: number; y: number };
  };
  symbol: { width: number; height: number };
}

/** The formats asked of the decoder: the retail, logistics and 2D codes packaging carries. */
export const SCAN_FORMATS = [
  'EAN13',
  'EAN8',
  'UPCA',
  'UPCE',
  'ITF',
  'Code128',
  'QRCode',
  'DataMatrix',
] as const;

/** The data as the symbology prints it (a UPC-A's 12 digits, not its EAN-13 form). */
export function textOf(symbology: Symbology, text: string): string {
  return symbology === 'upc-a' && text.length === 13 ? text.slice(1) : text;
}

/** Our symbology for a decoder result, or null for one outside the list (ITF of other lengths). */
export function symbologyOf(
  result: Pick<ZxingResult, 'format' | 'text' | 'symbologyIdentifier'>,
): Symbology | null {
  const gs1 = /^\](C1|d2|Q3|e0)/.test(result.symbologyIdentifier);
  switch (result.format) {
    case 'EAN13':
      // A UPC-A is an EAN-13 with a leading 0 (the same bars): named by what was printed.
      return result.text.length === 13 && result.text.startsWith('0') ? 'upc-a' : 'ean-13';
    case 'EAN8':
      return 'ean-8';
    case 'UPCA':
      return 'upc-a';
    case 'UPCE':
      return 'upc-e';
    case 'ITF':
    case 'ITF14':
      return /^\d{14}$/.test(result.text) ? 'itf-14' : null;
    case 'Code128':
      return gs1 ? 'gs1-128' : 'code-128';
    case 'QRCode':
      return gs1 ? 'gs1-qr' : 'qr';
    case 'DataMatrix':
      return gs1 ? 'gs1-data-matrix' : 'data-matrix';
    default:
      return null;
  }
}
