import { parseGs1, type Gs1Element } from '@/domain/barcodes/gs1-element-string';
import { isGs1Ai, SYMBOLOGIES } from '@/domain/barcodes/symbology';
import { printSize, type PrintSize } from '@/domain/barcodes/print-size';
import type { FoundBarcode } from './scan/found-barcode';

/** What the panel shows for one barcode: the scan's finding with GS1 data and sizes in mm. */
export interface BarcodeReport {
  found: FoundBarcode;
  /** GS1 application identifiers, for GS1-128, GS1 QR and GS1 Data Matrix. */
  elements: Gs1Element[] | null;
  /** Data a GS1 symbol holds past what could be split (an AI not known here). */
  unparsed: string | null;
  /** The symbol's own check digit (EAN, UPC, ITF-14) or its GS1 keys': right, wrong, none. */
  checkDigit: 'right' | 'wrong' | 'none';
  /** Sizes in mm, when the page has a physical scale and the symbol was measured. */
  size: PrintSize | null;
  /** Both quiet zones clear (null: not measured). */
  quietZonesClear: boolean | null;
}

/** The report of one finding on a page of `mmPerPixel` (null: the file has no physical size). */
export function reportOf(found: FoundBarcode, mmPerPixel: number | null): BarcodeReport {
  const { symbology } = found;
  let elements: Gs1Element[] | null = null;
  let unparsed: string | null = null;
  if (symbology && isGs1Ai(symbology) && found.text) {
    const parsed = parseGs1(found.text);
    elements = parsed.elements;
    if (!parsed.ok) unparsed = parsed.rest;
  }
  let checkDigit: BarcodeReport['checkDigit'] = 'none';
  if (found.status === 'check-digit-wrong') checkDigit = 'wrong';
  else if (symbology && SYMBOLOGIES[symbology].nominalX !== undefined && found.status === 'read')
    checkDigit = 'right';
  else if (elements?.some((e) => e.checkDigitValid !== undefined))
    checkDigit = elements.some((e) => e.checkDigitValid === false) ? 'wrong' : 'right';
  const size =
    symbology && found.measured && mmPerPixel
      ? printSize({
          symbology,
          x: found.measured.x * mmPerPixel,
          width: found.measured.width * mmPerPixel,
          height: found.measured.height * mmPerPixel,
        })
      : null;
  const quietZonesClear = found.quietZone ? found.quietZone.before && found.quietZone.after : null;
  return { found, elements, unparsed, checkDigit, size, quietZonesClear };
}

/** Whether a report needs the approver's attention (anything but a clean read). */
export function hasProblem(report: BarcodeReport): boolean {
  return (
    report.found.status !== 'read' ||
    report.found.ownReader === true ||
    report.checkDigit === 'wrong' ||
    report.quietZonesClear === false ||
    report.size?.truncated === true ||
    report.size?.xInRange === false ||
    report.unparsed !== null
  );
}
