import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPrebuiltArtwork, type PrebuiltManifest } from './prebuilt';

const files: Record<string, Uint8Array<ArrayBuffer>> = {
  '/demo-artwork/jam-label/original.png': Uint8Array.of(1, 2),
  '/demo-artwork/jam-label/thumbnail.jpg': Uint8Array.of(3),
  '/demo-artwork/jam-label/page-1.png': Uint8Array.of(4, 5, 6),
  '/demo-artwork/jam-label/inks-1': Uint8Array.of(7, 8),
};

function serve(manifest: Partial<PrebuiltManifest>): void {
  vi.stubGlobal('fetch', (url: string) => {
    if (url.endsWith('manifest.json'))
      return Promise.resolve(
        Response.json(manifest, { headers: { 'content-type': 'application/json' } }),
      );
    const bytes = files[url];
    return Promise.resolve(bytes ? new Response(bytes) : new Response(null, { status: 404 }));
  });
}

const pages = [{ file: 'page-1.png', width: 30, height: 20 }];
const layout = { fileType: 'png', original: 'original.png', thumbnail: 'thumbnail.jpg', pages };

afterEach(() => vi.unstubAllGlobals());

describe('fetchPrebuiltArtwork', () => {
  it('reads the upload name and type from the manifest with the files beside it', async () => {
    serve({ ...layout, fileName: 'jam.png', contentType: 'image/png' });
    const artwork = await fetchPrebuiltArtwork('/')('jam-label');
    expect(artwork).toMatchObject({ fileName: 'jam.png', contentType: 'image/png' });
    expect(artwork?.bytes).toEqual(Uint8Array.of(1, 2));
    expect(artwork?.result.pages).toEqual([{ width: 30, height: 20, png: Uint8Array.of(4, 5, 6) }]);
  });

  it("reads a CMYK page's ink view when the manifest names one", async () => {
    const cmyk = [{ file: 'page-1.png', width: 30, height: 20, inkView: 'inks-1' }];
    serve({ ...layout, pages: cmyk, fileName: 'proof.tif', contentType: 'image/tiff' });
    const artwork = await fetchPrebuiltArtwork('/')('jam-label');
    expect(artwork?.result.pages[0]?.inkView).toEqual(Uint8Array.of(7, 8));
  });

  it('takes a manifest without names (an older build) as no prebuilt files', async () => {
    serve(layout);
    expect(await fetchPrebuiltArtwork('/')('jam-label')).toBeUndefined();
  });
});
