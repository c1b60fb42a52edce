import type { ProcessingResult } from '@/offline/platform/processing';
import type { DemoArtworkKey } from './catalog';

/** A demo artwork drawn and converted ahead of time: the file and what processing made of it. */
export interface PrebuiltArtwork {
  /** Upload name and type, as the catalog gives them (the manifest carries them, so serving a
   * prebuilt file never loads the drawing code and its PDF library). */
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  result: Extract<ProcessingResult, { ok: true }>;
}

/** Where the prebuilt files of one artwork live, relative to the app's base URL. */
export const prebuiltFolder = (key: DemoArtworkKey) => `demo-artwork/${key}/`;

/** What `manifest.json` of a prebuilt artwork says; the files sit beside it. */
export interface PrebuiltManifest {
  fileName: string;
  contentType: string;
  fileType: string;
  /** `inkView`: the page's ink view file, for CMYK pages (src/lib/cmyk/ink-view-file.ts). */
  pages: { file: string; width: number; height: number; inkView?: string }[];
  original: string;
  thumbnail: string;
}

/** Finds an artwork's prebuilt files; undefined when there are none (then it is drawn here). */
export type PrebuiltArtworkSource = (key: DemoArtworkKey) => Promise<PrebuiltArtwork | undefined>;

/**
 * Reads prebuilt artwork over HTTP from the app's own origin (the production build ships it;
 * the dev server does not, and anything but a real manifest counts as absent).
 */
export function fetchPrebuiltArtwork(baseUrl: string): PrebuiltArtworkSource {
  const read = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
    return new Uint8Array(await response.arrayBuffer());
  };
  return async (key) => {
    const folder = `${baseUrl}${prebuiltFolder(key)}`;
    try {
      const response = await fetch(`${folder}manifest.json`);
      if (!response.ok || !response.headers.get('content-type')?.includes('json')) return undefined;
      const manifest = (await response.json()) as PrebuiltManifest;
      // A manifest from before names were written in it counts as absent: the artwork is drawn.
      if (typeof manifest.fileName !== 'string' || typeof manifest.contentType !== 'string')
        return undefined;
      const [bytes, thumbnail, ...pngs] = await Promise.all([
        read(folder + manifest.original),
        read(folder + manifest.thumbnail),
        ...manifest.pages.map((page) => read(folder + page.file)),
      ]);
      const inkViews = await Promise.all(
        manifest.pages.map((page) =>
          typeof page.inkView === 'string'
            ? read(folder + page.inkView)
            : Promise.resolve(undefined),
        ),
      );
      const pages = manifest.pages.map((page, i) => ({
        width: page.width,
        height: page.height,
        png: pngs[i] ?? new Uint8Array(),
        inkView: inkViews[i],
      }));
      return {
        fileName: manifest.fileName,
        contentType: manifest.contentType,
        bytes,
        result: { ok: true, fileType: manifest.fileType, pages, thumbnail },
      };
    } catch {
      return undefined;
    }
  };
}
