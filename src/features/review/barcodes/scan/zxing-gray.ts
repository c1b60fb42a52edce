import {
  BINARIZERS,
  CHARACTER_SETS,
  defaultReaderOptions,
  EAN_ADD_ON_SYMBOLS,
  encodeFormats,
  TEXT_MODES,
  type ReadInputBarcodeFormat,
  type ZXingReaderModule,
  type ZXingReaderOptions,
  type ZXingReadResult,
} from 'zxing-wasm/reader';
import type { GrayImage } from './gray-image';
import type { Decode } from './strip-scanner';
import { DECODER_OPTIONS } from './decoder-options';
import type { ZxingResult } from './zxing-results';

/** The parts of the Emscripten module used here (its typings come from @types/emscripten). */
interface ReaderModule {
  _malloc(bytes: number): number;
  _free(at: number): void;
  HEAPU8: Uint8Array;
  readBarcodesFromPixmap: ZXingReaderModule['readBarcodesFromPixmap'];
}

/** The reader options as zxing-cpp's binding takes them (what zxing-wasm's readBarcodes makes). */
function nativeOptions(): ZXingReaderOptions {
  const { formats, textMode, ...flags } = DECODER_OPTIONS;
  return {
    ...defaultReaderOptions,
    ...flags,
    formats: encodeFormats(formats as ReadInputBarcodeFormat[]),
    binarizer: BINARIZERS.indexOf('LocalAverage'),
    eanAddOnSymbol: EAN_ADD_ON_SYMBOLS.indexOf('Ignore'),
    textMode: TEXT_MODES.indexOf(textMode),
    characterSet: CHARACTER_SETS.indexOf('Unknown'),
  };
}

/**
 * zxing-cpp on luminance the scan already has: the strip's bytes go into the module's memory
 * as they are, where zxing-wasm's readBarcodes would first turn RGBA into luminance again.
 */
export function grayDecoder(zxing: ZXingReaderModule): Decode {
  const module = zxing as unknown as ReaderModule;
  const options = nativeOptions();
  return (image: GrayImage) => {
    const bytes = image.width * image.height;
    const at = module._malloc(bytes);
    if (!at) throw new Error(`No memory for ${bytes} bytes in the barcode reader.`);
    let vector: ReturnType<ReaderModule['readBarcodesFromPixmap']> | null = null;
    try {
      module.HEAPU8.set(image.data.subarray(0, bytes), at);
      vector = module.readBarcodesFromPixmap(at, image.width, image.height, options);
      const results: ZxingResult[] = [];
      for (let i = 0; i < vector.size(); i++) results.push(plain(vector.get(i)));
      return Promise.resolve(results);
    } finally {
      vector?.delete();
      module._free(at);
    }
  };
}

function plain(result: ZXingReadResult | undefined): ZxingResult {
  if (!result) throw new Error('The barcode reader returned no result.');
  return {
    format: result.format,
    text: result.text,
    error: result.error,
    symbologyIdentifier: result.symbologyIdentifier,
    orientation: result.rotation,
    position: result.position,
    symbol: { width: result.symbol.width, height: result.symbol.height },
  };
}
