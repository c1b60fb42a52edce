import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Asset } from '@/api/types';
import { isCmykJpeg } from '@/lib/jpeg/jpeg-header';
import { openCmykSource, type CmykSource } from '@/lib/cmyk/cmyk-source';
import { originalQueryOptions } from '../api/original-pdf';
import type { Size } from '../model/geometry';
import { pageScale, type PageScale } from './page-scale';
import type { PageInks } from './pdf-inspect';

export interface InspectSource {
  /** The original file (null until fetched, or without download rights). */
  bytes: Uint8Array | null;
  status: 'loading' | 'ready' | 'unavailable' | 'error';
  /** The file's own physical scale; null: it has none (calibrate). */
  scale: PageScale | null;
  /** Ink values of a CMYK original; null for any other file. */
  cmyk: CmykSource | null;
  /** PDF and AI pages: the inks the page uses. */
  inks: PageInks | null;
  /**
   * The original is CMYK but the reader does not take it: stored in a way it cannot read
   * (16-bit planar...), or a JPEG too large to decode whole.
   */
  cmykUnsupported: false | 'layout' | 'size';
}

const isPdf = (name: string) => /\.(pdf|ai)$/i.test(name);

const EMPTY: Omit<InspectSource, 'status'> = {
  bytes: null,
  scale: null,
  cmyk: null,
  inks: null,
  cmykUnsupported: false,
};

/**
 * What the inspect tools read from the original file of this page: its scale, CMYK values
 * and inks. Without download rights there is no original: the tools fall back to the page
 * bitmap (calibration, sRGB only). A CMYK JPEG is decoded whole to read its inks, so only
 * when `wantInks` (the colour tool is open), not for measuring.
 */
export function useInspectSource(
  asset: Asset,
  page: number,
  pageSize: Size | null,
  canDownload: boolean,
  wantInks: boolean,
): InspectSource {
  const original = useQuery({ ...originalQueryOptions(asset), enabled: canDownload });
  const [made, setMade] = useState<{ key: unknown; value: InspectSource } | null>(null);
  const bytes = original.data;
  const decodeJpeg = Boolean(bytes && wantInks && isCmykJpeg(bytes));
  const key = `${String(bytes?.length)}:${page}:${pageSize?.width}x${pageSize?.height}:${decodeJpeg}`;

  useEffect(() => {
    if (!bytes || !pageSize) return;
    let active = true;
    const read = async (): Promise<InspectSource> => {
      if (isPdf(asset.name)) {
        const pdf = await import('./pdf-inspect');
        const document = await pdf.openPdfStructure(bytes);
        const pdfBoxes = pdf.readPdfBoxes(document, page);
        return {
          ...EMPTY,
          bytes,
          status: 'ready',
          scale: pageScale({ bytes, page, bitmap: pageSize, pdfBoxes }),
          inks: pdf.pageInks(document, page),
        };
      }
      let cmyk: CmykSource | null = null;
      let cmykUnsupported: InspectSource['cmykUnsupported'] = false;
      try {
        if (decodeJpeg) {
          // The JPEG decoder loads only for a CMYK JPEG.
          const jpeg = await import('../colour/cmyk-jpeg');
          try {
            cmyk = jpeg.openCmykJpeg(bytes);
          } catch (error) {
            if (error instanceof jpeg.CmykJpegTooLarge) cmykUnsupported = 'size';
            else throw error;
          }
        } else if (!isCmykJpeg(bytes)) cmyk = openCmykSource(bytes, page);
      } catch {
        cmykUnsupported = 'layout';
      }
      return {
        ...EMPTY,
        bytes,
        status: 'ready',
        scale: pageScale({ bytes, page, bitmap: pageSize }),
        cmyk,
        cmykUnsupported,
      };
    };
    read().then(
      (value) => active && setMade({ key, value }),
      () => active && setMade({ key, value: { ...EMPTY, status: 'error' } }),
    );
    return () => {
      active = false;
    };
  }, [bytes, page, pageSize, asset.name, key, decodeJpeg]);

  if (!canDownload) return { ...EMPTY, status: 'unavailable' };
  if (original.isError) return { ...EMPTY, status: 'error' };
  if (made?.key === key) return made.value;
  return { ...EMPTY, status: 'loading' };
}
