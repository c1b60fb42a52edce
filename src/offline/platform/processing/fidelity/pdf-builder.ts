import { PDFDocument, PDFName, type PDFDict, type PDFObject, type PDFRef } from '@pdfme/pdf-lib';

/** What `context.obj` turns into PDF objects: strings become names, arrays arrays, records dictionaries. */
type Literal =
  | number
  | string
  | boolean
  | null
  | PDFObject
  | readonly Literal[]
  | { readonly [key: string]: Literal };

/**
 * Builds test PDFs at the level of content streams and resource dictionaries, so the
 * fidelity corpus can use what pdf-lib's drawing API has no words for (shadings, soft
 * masks, blend modes, spot colours, mesh data, appearance streams).
 */
export class RawPdf {
  private constructor(readonly doc: PDFDocument) {}

  static async create(): Promise<RawPdf> {
    const doc = await PDFDocument.create();
    doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
    doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
    return new RawPdf(doc);
  }

  /** A registered dictionary. */
  obj(value: Literal): PDFRef {
    return this.doc.context.register(this.doc.context.obj(value as never));
  }

  /** A registered stream with its dictionary entries (Flate-compressed unless told). */
  stream(contents: string | Uint8Array, dict: Literal = {}, compress = true): PDFRef {
    const { context } = this.doc;
    const stream = compress
      ? context.flateStream(contents, dict as never)
      : context.stream(contents, dict as never);
    return context.register(stream);
  }

  /**
   * Adds a page of `width` x `height` points drawing `content` with `resources`
   * (e.g. `{ Shading: { Sh0: ref } }`); `extra` goes into the page dictionary (Rotate, CropBox, Annots).
   */
  page(
    width: number,
    height: number,
    content: string,
    resources: Record<string, Record<string, PDFRef>> = {},
    extra: Literal = {},
  ): PDFDict {
    const page = this.doc.addPage([width, height]);
    const { context } = this.doc;
    const resourceDict = page.node.Resources() ?? context.obj({});
    for (const [kind, entries] of Object.entries(resources)) {
      resourceDict.set(PDFName.of(kind), context.obj(entries as never));
    }
    page.node.set(PDFName.of('Resources'), resourceDict);
    page.node.set(PDFName.of('Contents'), this.stream(content));
    for (const [key, value] of Object.entries(extra as Record<string, Literal>)) {
      page.node.set(PDFName.of(key), context.obj(value as never));
    }
    return page.node;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}

/** A PostScript calculator function (FunctionType 4) with the given domain, range and program. */
export function calculator(
  pdf: RawPdf,
  domain: number[],
  range: number[],
  program: string,
): PDFRef {
  return pdf.stream(program, { FunctionType: 4, Domain: domain, Range: range }, false);
}

/** An exponential interpolation function (FunctionType 2) from c0 to c1. */
export function interpolation(pdf: RawPdf, c0: number[], c1: number[], n = 1): PDFRef {
  return pdf.obj({ FunctionType: 2, Domain: [0, 1], C0: c0, C1: c1, N: n });
}

/** Big-endian packing of mesh data: each value with its bit count (8, 16 or 32). */
export function packBits(values: readonly (readonly [number, 8 | 16 | 32])[]): Uint8Array {
  const bytes: number[] = [];
  for (const [value, bits] of values) {
    for (let shift = bits - 8; shift >= 0; shift -= 8) bytes.push((value >>> shift) & 0xff);
  }
  return new Uint8Array(bytes);
}
