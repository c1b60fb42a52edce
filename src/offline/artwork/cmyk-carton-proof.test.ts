import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cmykToRgb } from '@/offline/platform/processing/formats/pixels';
import { processUpload } from '@/offline/platform/processing/process-upload';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import { buildCmykCartonProof, CMYK_CARTON_PROOF } from './cmyk-carton-proof';

describe('the CMYK press proof of the demo', () => {
  it('is a 300 ppi CMYK TIFF the offline processing renders, each patch in its own colour', async () => {
    const bytes = await buildCmykCartonProof(nodeRaster);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect([bytes[0], bytes[1], view.getUint16(2, true)]).toEqual([0x49, 0x49, 42]);

    const result = await processUpload(
      { bytes, fileName: 'proof.tif', contentType: 'image/tiff' },
      nodeRaster,
    );
    if (!result.ok) throw new Error(result.statusMessage);
    expect(result.fileType).toBe('tif');
    expect(result.pages.map((p) => [p.width, p.height])).toEqual([[1200, 720]]);

    const image = await loadImage(result.pages[0]?.png ?? new Uint8Array());
    const canvas = createCanvas(image.width, image.height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    const rgba = canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data;
    for (const patch of CMYK_CARTON_PROOF.patches) {
      const at = (patch.sample.y * image.width + patch.sample.x) * 4;
      expect([rgba[at], rgba[at + 1], rgba[at + 2]], patch.name).toEqual(cmykToRgb(...patch.inks));
    }
  });

  it('draws the same bytes every time', async () => {
    const [a, b] = await Promise.all([
      buildCmykCartonProof(nodeRaster),
      buildCmykCartonProof(nodeRaster),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
