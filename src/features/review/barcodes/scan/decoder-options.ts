import { SCAN_FORMATS } from './zxing-results';

export interface DecoderOptions {
  formats: string[];
  tryHarder: boolean;
  tryRotate: boolean;
  tryInvert: boolean;
  returnErrors: boolean;
  textMode: 'Plain';
  maxNumberOfSymbols: number;
}

export const DECODER_OPTIONS: DecoderOptions = {
  formats: [...SCAN_FORMATS],
  tryHarder: true,
  tryRotate: true,
  // Packaging prints dark bars on light stock; inverted symbols are not scannable at a till.
  tryInvert: false,
  // An EAN whose check digit is wrong comes back with a ChecksumError instead of nothing.
  returnErrors: true,
  textMode: 'Plain',
  maxNumberOfSymbols: 0,
};
