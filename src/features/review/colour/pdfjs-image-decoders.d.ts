// pdf.js ships its image decoders as a module without types; this is the part used here.
declare module 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs' {
  export class JpegImage {
    constructor(options?: { decodeTransform?: Int32Array | null; colorTransform?: number });
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(options: {
      width: number;
      height: number;
      forceRGBA?: boolean;
      forceRGB?: boolean;
      isSourcePDF?: boolean;
    }): Uint8ClampedArray | Uint8Array;
  }
}
