import { perMetreOfPpi, withPngResolution } from '@/lib/png/png-phys';

/**
 * The resolution each demo bitmap that carries an EAN-13 is drawn for, in pixels per metre
 * (a PNG's pHYs unit; a JPEG's JFIF density in ppi), so the barcode panel and the ruler give real sizes in mm on first use.
 */
/** The wrap labels (PNG and JPEG), 1800 x 640 px: 180 x 64 mm; EAN module 0.32 mm. */
export const LABEL_PPI = 254;

export const PRINT_RESOLUTION = {
  /** The wrap labels at {@link LABEL_PPI}: 10 px a mm. */
  wrapLabel: perMetreOfPpi(LABEL_PPI),
  /**
   * The carton flats, 1800 x 1400 px: 600 x 466.7 mm at 3 px a mm (76.2 ppi); the front
   * panel 160 x 200 mm, 73.3 mm deep; the EAN on the side panel at about 180 %.
   */
  cartonFlat: perMetreOfPpi(76.2),
};

/** The PNG `bytes` stating `pixelsPerMetre` across and down. */
export const printsAt = (pixelsPerMetre: number, bytes: Uint8Array): Uint8Array =>
  withPngResolution(bytes, { x: pixelsPerMetre, y: pixelsPerMetre });
