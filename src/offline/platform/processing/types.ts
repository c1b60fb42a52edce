/**
 * The 2D drawing API shared by @napi-rs/canvas (Node) and OffscreenCanvas (browser):
 * CanvasRenderingContext2D without the members whose types differ between the two (image
 * drawing goes through {@link RasterSurface.drawImage}; no patterns, no getTransform).
 */
export type DrawingContext = CanvasState &
  Omit<CanvasTransform, 'getTransform'> &
  CanvasCompositing &
  CanvasImageSmoothing &
  Omit<CanvasFillStrokeStyles, 'createPattern'> &
  CanvasShadowStyles &
  CanvasRect &
  CanvasDrawPath &
  CanvasPath &
  CanvasText &
  CanvasTextDrawingStyles &
  CanvasPathDrawingStyles;

/** A decoded bitmap (first frame for animated formats). Width and height are in pixels, both > 0. */
export interface RasterImage {
  readonly width: number;
  readonly height: number;
  /** Frees the decoded pixels; the image must not be drawn afterwards. */
  release(): void;
}

/** A drawable RGBA pixel surface of a fixed size (pixels, both > 0). */
export interface RasterSurface {
  readonly width: number;
  readonly height: number;
  readonly context: DrawingContext;
  /** Draws an image or another surface of the same {@link Raster}; a foreign one throws. */
  drawImage(
    source: RasterImage | RasterSurface,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
  encodePng(): Promise<Uint8Array>;
  /** @param quality 0..1 */
  encodeJpeg(quality: number): Promise<Uint8Array>;
  /** Frees the pixels; the surface must not be used afterwards. */
  release(): void;
}

/** One page of an open PDF. Sizes are in PDF points (1/72 inch) after /Rotate and UserUnit. */
export interface PdfPageHandle {
  readonly width: number;
  readonly height: number;
  /** Renders the page at `scale` device pixels per point onto the top-left of `surface` (white background). */
  render(surface: RasterSurface, scale: number): Promise<void>;
  /** Frees the page's parsed resources. */
  release(): void;
}

/** An open PDF; call destroy() exactly once, also after a failure. */
export interface PdfDocumentHandle {
  readonly pageCount: number;
  /** @param index zero-based, below pageCount */
  getPage(index: number): Promise<PdfPageHandle>;
  destroy(): Promise<void>;
}

/**
 * Everything environment-specific of the processing engine: decoding, drawing, encoding
 * and pdf.js. One implementation per environment: raster-node.ts and raster-browser.ts.
 */
export interface Raster {
  readonly environment: 'node' | 'browser';
  /** Decodes PNG, JPEG, WebP, GIF (first frame), BMP or (sized, sanitized) SVG bytes; rejects when the bytes cannot be decoded. */
  decodeImage(bytes: Uint8Array): Promise<RasterImage>;
  /** Throws when the environment cannot allocate a surface of that size. */
  createSurface(width: number, height: number): RasterSurface;
  /** Loads pdf.js on first use and opens the document; rejects for a corrupt or encrypted file (see PdfOpenError). */
  openPdf(bytes: Uint8Array): Promise<PdfDocumentHandle>;
}

/** Why a PDF could not be opened, in terms the engine turns into a statusMessage. */
export class PdfOpenError extends Error {
  constructor(
    readonly reason: 'password' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'PdfOpenError';
  }
}

/** A converted page: PNG bytes and their pixel size. */
export interface ProcessedPage {
  png: Uint8Array;
  width: number;
  height: number;
  /**
   * A CMYK page's reduced ink raster (src/lib/cmyk/ink-view-file.ts), so the colour tool's
   * separations open without decoding the original; absent for any other page.
   */
  inkView?: Uint8Array | undefined;
}

/**
 * Outcome of processing one upload. On success there is at least one page, pages are in
 * document order (page 0 first) and the thumbnail is a JPEG of page 0. On failure the
 * statusMessage is a sentence for the uploader, suitable for the asset's statusMessage.
 */
export type ProcessingResult =
  | {
      ok: true;
      /** Normalized extension, lower case: png, jpg, webp, gif, bmp, pdf, ai (packets: from their file name, else png). */
      fileType: string;
      pages: ProcessedPage[];
      thumbnail: Uint8Array;
    }
  | { ok: false; statusMessage: string };

/** Knobs of the engine; every field has a default in DEFAULT_LIMITS. */
export interface ProcessingLimits {
  /** Bitmaps wider or taller than this (pixels) are refused. */
  maxBitmapSide: number;
  /** PDF pages wider or taller than this (metres) are refused. */
  maxPdfPageMetres: number;
  /** Resolution PDF pages are rendered at, before the caps below. */
  pdfRenderDpi: number;
  /** Cap on a rendered page's pixel count. */
  maxRenderPixels: number;
  /** Cap on a rendered page's width and height (pixels). */
  maxRenderSide: number;
  /** Thumbnails fit in a square of this side (pixels) and are never enlarged. */
  thumbnailSide: number;
  /** JPEG quality of thumbnails, 0..1. */
  thumbnailQuality: number;
}
