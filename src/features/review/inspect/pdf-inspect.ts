import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from '@pdfme/pdf-lib';
import type { PdfBox, PdfPageBoxes } from './page-scale';

/**
 * Reading a PDF (or PDF-compatible AI) page's dictionary with pdf-lib's low-level objects:
 * its boxes (pdf.js keeps only the CropBox) and the inks it uses. Loaded on demand only.
 */

export async function openPdfStructure(bytes: Uint8Array): Promise<PDFDocument> {
  return PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
}

function boxOf(array: PDFArray | undefined): PdfBox | null {
  if (!array || array.size() < 4) return null;
  const n = array.asArray().map((item) => (item instanceof PDFNumber ? item.asNumber() : NaN));
  const [x0 = NaN, y0 = NaN, x1 = NaN, y1 = NaN] = n;
  if (![x0, y0, x1, y1].every(Number.isFinite)) return null;
  return {
    x: Math.min(x0, x1),
    y: Math.min(y0, y1),
    width: Math.abs(x1 - x0),
    height: Math.abs(y1 - y0),
  };
}

export function readPdfBoxes(document: PDFDocument, page: number): PdfPageBoxes | null {
  const leaf = document.getPages()[page]?.node;
  if (!leaf) return null;
  const media = boxOf(leaf.MediaBox());
  if (!media) return null;
  const crop = boxOf(leaf.CropBox()) ?? media;
  const rotation = leaf.Rotate()?.asNumber() ?? 0;
  const unit = leaf.get(PDFName.of('UserUnit'));
  return {
    media,
    crop,
    trim: boxOf(leaf.TrimBox()),
    bleed: boxOf(leaf.BleedBox()),
    rotate: (((Math.round(rotation / 90) * 90) % 360) + 360) % 360,
    userUnit: unit instanceof PDFNumber ? unit.asNumber() : 1,
  };
}

/** The inks a page uses: process colours (in CMYK order) and spot colours by name. */
export interface PageInks {
  process: ('Cyan' | 'Magenta' | 'Yellow' | 'Black')[];
  spots: string[];
  /** RGB or grey content, which a press converts to process inks. */
  rgb: boolean;
}

const PROCESS = ['Cyan', 'Magenta', 'Yellow', 'Black'] as const;

/** A PDF name as text (#xx escapes already decoded by pdf-lib's `decodeText`). */
function nameText(name: PDFName): string {
  return name.decodeText();
}

class InkCollector {
  readonly spots = new Set<string>();
  readonly process = new Set<string>();
  rgb = false;
  private readonly seen = new Set<PDFObject>();
  constructor(private readonly document: PDFDocument) {}

  private resolve(object: PDFObject | undefined): PDFObject | undefined {
    return object instanceof PDFRef ? this.document.context.lookup(object) : object;
  }

  colourSpace(raw: PDFObject | undefined): void {
    const space = this.resolve(raw);
    if (space instanceof PDFName) return this.family(nameText(space));
    if (!(space instanceof PDFArray) || space.size() === 0) return;
    const family = this.resolve(space.get(0));
    if (!(family instanceof PDFName)) return;
    const kind = nameText(family);
    if (kind === 'Separation') {
      const ink = this.resolve(space.get(1));
      if (ink instanceof PDFName) this.ink(nameText(ink));
    } else if (kind === 'DeviceN') {
      const inks = this.resolve(space.get(1));
      if (inks instanceof PDFArray)
        for (const item of inks.asArray()) {
          const ink = this.resolve(item);
          if (ink instanceof PDFName) this.ink(nameText(ink));
        }
    } else if (kind === 'ICCBased') {
      const stream = this.resolve(space.get(1));
      const n = stream instanceof PDFStream ? stream.dict.get(PDFName.of('N')) : undefined;
      const channels = n instanceof PDFNumber ? n.asNumber() : 3;
      this.family(channels === 4 ? 'DeviceCMYK' : channels === 1 ? 'DeviceGray' : 'DeviceRGB');
    } else if (kind === 'Indexed') this.colourSpace(space.get(1));
    else this.family(kind);
  }

  private family(kind: string): void {
    if (kind === 'DeviceCMYK' || kind === 'CalCMYK')
      PROCESS.forEach((ink) => this.process.add(ink));
    else if (['DeviceRGB', 'CalRGB', 'Lab', 'DeviceGray', 'CalGray'].includes(kind))
      this.rgb = true;
  }

  private ink(name: string): void {
    if (name === 'All' || name === 'None') return;
    if ((PROCESS as readonly string[]).includes(name)) this.process.add(name);
    else this.spots.add(name);
  }

  /** Colour spaces of a resource dictionary, its images, forms (recursively) and shadings. */
  resources(raw: PDFObject | undefined): void {
    const resources = this.resolve(raw);
    if (!(resources instanceof PDFDict) || this.seen.has(resources)) return;
    this.seen.add(resources);
    const each = (key: string, visit: (value: PDFObject | undefined) => void) => {
      const dict = this.resolve(resources.get(PDFName.of(key)));
      if (dict instanceof PDFDict) for (const [, value] of dict.entries()) visit(value);
    };
    each('ColorSpace', (value) => this.colourSpace(value));
    each('Shading', (value) => {
      const shading = this.resolve(value);
      const dict = shading instanceof PDFStream ? shading.dict : shading;
      if (dict instanceof PDFDict) this.colourSpace(dict.get(PDFName.of('ColorSpace')));
    });
    each('XObject', (value) => {
      const object = this.resolve(value);
      if (!(object instanceof PDFStream)) return;
      const subtype = object.dict.get(PDFName.of('Subtype'));
      if (subtype === PDFName.of('Image'))
        this.colourSpace(object.dict.get(PDFName.of('ColorSpace')));
      else if (subtype === PDFName.of('Form')) {
        this.content(object);
        this.resources(object.dict.get(PDFName.of('Resources')));
      }
    });
  }

  /** Device colours set straight in a content stream: k/K (CMYK), rg/RG and g/G. */
  content(raw: PDFObject | undefined): void {
    const object = this.resolve(raw);
    if (object instanceof PDFArray) return object.asArray().forEach((part) => this.content(part));
    if (!(object instanceof PDFRawStream)) return;
    let text: string;
    try {
      text = new TextDecoder('latin1').decode(decodePDFRawStream(object).decode());
    } catch {
      return; // a filter pdf-lib cannot undo: its colour spaces still count
    }
    if (/(?:^|\s)[kK](?=\s|$)/.test(text)) this.family('DeviceCMYK');
    if (/(?:^|\s)(?:rg|RG|g|G)(?=\s|$)/.test(text)) this.rgb = true;
  }
}

export function pageInks(document: PDFDocument, page: number): PageInks | null {
  const leaf = document.getPages()[page]?.node;
  if (!leaf) return null;
  const collector = new InkCollector(document);
  collector.resources(leaf.Resources());
  collector.content(leaf.Contents());
  return {
    process: PROCESS.filter((ink) => collector.process.has(ink)),
    spots: [...collector.spots].sort((a, b) => a.localeCompare(b)),
    rgb: collector.rgb,
  };
}
