/*
 * Noto Sans (SIL Open Font License 1.1, fontsource's unicode-range subsets) for the reports.
 * The subsets hold only the scripts of the app's seven languages: latin (en, de, fr, es),
 * latin-ext (pl: ł ą ę ś ź ż), cyrillic (uk: і ї є ґ) and Noto Sans Hebrew (he), 231 KB of
 * WOFF for both weights instead of 1.3 MB for the whole TTF pair. Inlined into this module,
 * which only the lazily loaded report writer imports, so the same code runs in the page,
 * under Vitest and in the built Node service without a file path or a fetch.
 */
import { bytesOfBase64 } from '@/lib/base64';
import hebrewBold from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-700-normal.woff?inline';
import hebrewRegular from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff?inline';
import cyrillicBold from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?inline';
import cyrillicRegular from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?inline';
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?inline';
import latinExtBold from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?inline';
import latinExtRegular from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?inline';
import latinRegular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?inline';

/** Font files of one weight, in the order a character is looked up in them. */
interface ReportFontFiles {
  regular: Uint8Array[];
  bold: Uint8Array[];
}

function bytesOf(dataUrl: string): Uint8Array {
  return bytesOfBase64(dataUrl.slice(dataUrl.indexOf(',') + 1));
}

export function reportFontFiles(): ReportFontFiles {
  return {
    regular: [latinRegular, latinExtRegular, cyrillicRegular, hebrewRegular].map(bytesOf),
    bold: [latinBold, latinExtBold, cyrillicBold, hebrewBold].map(bytesOf),
  };
}
