/** Refusal sentences shared by the bitmap, PDF and packet paths. */

const grouped = new Intl.NumberFormat('en-US');

export function bitmapTooLarge(width: number, height: number, maxSide: number): string {
  return `The image is ${grouped.format(width)} x ${grouped.format(height)} pixels; the limit is ${grouped.format(maxSide)} pixels on a side. Reduce its resolution and upload it again.`;
}

export function undecodableImage(label: string): string {
  return `${label} could not be read: the file may be damaged or incomplete. Export it again and upload the new file.`;
}

export function pdfPageTooLarge(
  pageNumber: number,
  widthM: number,
  heightM: number,
  maxMetres: number,
): string {
  const m = (v: number) => v.toFixed(2);
  return `Page ${pageNumber} of the PDF measures ${m(widthM)} x ${m(heightM)} m; pages may be at most ${maxMetres} m on a side.`;
}
