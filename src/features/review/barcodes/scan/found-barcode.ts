import type { Symbology } from '@/domain/barcodes/symbology';

/** Page pixel box. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One barcode the scan found on a page, in page pixels (the panel turns them into mm with
 * the page scale). `unreadable`: a symbol was located but not decoded, or a shape that looks
 * like bars was found where nothing decoded.
 */
export interface FoundBarcode {
  symbology: Symbology | null;
  status: 'read' | 'check-digit-wrong' | 'unreadable';
  /** The decoded data, GS1 separators as U+001D; empty when unreadable. */
  text: string;
  box: PixelBox;
  /** Degrees the symbol is turned clockwise (0, 90, 180, 270 or in between). */
  orientation: number;
  /** Module width, bars width and bar height in page pixels (absent when not measurable). */
  measured?: { x: number; width: number; height: number };
  quietZone?: { before: boolean; after: boolean };
  /**
   * Read from its bar widths by the scan itself because the decoder refused it (an EAN-13
   * whose quiet zone is obstructed, usually): a till's scanner would refuse it too.
   */
  ownReader?: true;
}
