/**
 * Draws and converts the offline demo's artwork once, at build time, into
 * `<outDir>/demo-artwork/<key>/`: the file, its page bitmaps, its thumbnail and a manifest.
 * The offline service in the browser then stores these instead of drawing and converting
 * every artwork in the page on first sight (seconds of a laptop's CPU on a first visit).
 *
 *   tsx scripts/build-demo-artwork.ts dist
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_ARTWORK } from '@/offline/artwork';
import { prebuiltFolder, type PrebuiltManifest } from '@/offline/artwork/prebuilt';
import { processUpload } from '@/offline/platform/processing';
import { nodeRaster } from '@/offline/platform/processing/raster-node';

const outDir = process.argv[2] ?? 'dist';
const started = performance.now();
let bytesWritten = 0;

async function write(path: string, data: Uint8Array | string): Promise<void> {
  await writeFile(path, data);
  bytesWritten += typeof data === 'string' ? data.length : data.byteLength;
}

for (const spec of DEMO_ARTWORK) {
  const bytes = await spec.generate(nodeRaster);
  const result = await processUpload(
    { bytes, fileName: spec.fileName, contentType: spec.contentType },
    nodeRaster,
  );
  if (!result.ok) throw new Error(`demo artwork ${spec.key}: ${result.statusMessage}`);
  const folder = join(outDir, prebuiltFolder(spec.key));
  await mkdir(folder, { recursive: true });
  const manifest: PrebuiltManifest = {
    fileName: spec.fileName,
    contentType: spec.contentType,
    fileType: result.fileType,
    original: `original.${result.fileType}`,
    thumbnail: 'thumbnail.jpg',
    pages: result.pages.map((page, i) => ({
      file: `page-${String(i + 1)}.png`,
      width: page.width,
      height: page.height,
      ...(page.inkView ? { inkView: `inks-${String(i + 1)}` } : {}),
    })),
  };
  await write(join(folder, manifest.original), bytes);
  await write(join(folder, manifest.thumbnail), result.thumbnail);
  await Promise.all(
    result.pages.flatMap((page, i) => {
      const files = manifest.pages[i];
      return [
        write(join(folder, files?.file ?? ''), page.png),
        ...(page.inkView && files?.inkView
          ? [write(join(folder, files.inkView), page.inkView)]
          : []),
      ];
    }),
  );
  await write(join(folder, 'manifest.json'), JSON.stringify(manifest));
}
console.log(
  `demo artwork: ${String(DEMO_ARTWORK.length)} files prebuilt into ${outDir}/demo-artwork ` +
    `(${(bytesWritten / 1e6).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
