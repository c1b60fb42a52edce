import { beforeAll, describe, expect, it } from 'vitest';
import { buildCmykCartonProof, CMYK_CARTON_PROOF } from '@/offline/artwork/cmyk-carton-proof';
import { nodeRaster } from '@/offline/platform/processing/raster-node';
import { openCmykSource, type CmykSource } from '@/lib/cmyk/cmyk-source';
import { buildCmykView, renderCoverage, renderPlates, sampleInks } from '../colour/cmyk-views';
import { pageScale } from './page-scale';

/** What the inspect tools show for the offline demo's CMYK press proof on first use. */
describe('the demo CMYK press proof in the inspect tools', () => {
  let bytes: Uint8Array = new Uint8Array();
  let source: CmykSource;
  beforeAll(async () => {
    bytes = await buildCmykCartonProof(nodeRaster);
    const opened = openCmykSource(bytes);
    if (!opened) throw new Error('the proof is not read as a CMYK source');
    source = opened;
  });

  it('reads each patch’s C, M, Y and K from the original, 5 x 5 px averaged', () => {
    const read = Object.fromEntries(
      CMYK_CARTON_PROOF.patches.map((p) => [p.name, sampleInks(source, p.sample.x, p.sample.y, 5)]),
    );
    expect(read).toEqual({
      'rich black 320 %': { c: 80, m: 60, y: 80, k: 100 },
      'process red': { c: 0, m: 100, y: 100, k: 0 },
      'cyan 100 %': { c: 100, m: 0, y: 0, k: 0 },
      'magenta 100 %': { c: 0, m: 100, y: 0, k: 0 },
      'yellow 100 %': { c: 0, m: 0, y: 100, k: 0 },
      'black 100 %': { c: 0, m: 0, y: 0, k: 100 },
      'cyan 20 %': { c: 20, m: 0, y: 0, k: 0 },
      'black 40 %': { c: 0, m: 0, y: 0, k: 40 },
      'oat brown': { c: 20, m: 40, y: 80, k: 20 },
      paper: { c: 0, m: 0, y: 0, k: 0 },
    });
    expect(sampleInks(source, 30, 30, 1)).toEqual({ c: 0, m: 5.1, y: 20, k: 0 });
  });

  it('finds 320 % as the highest coverage, only the title block over a 300 % limit', () => {
    const view = buildCmykView(source, 2048);
    expect(view.cell).toBe(1);
    expect(view.maxCoverage).toBe(320);
    const marks = renderCoverage(view, 300);
    let over = 0;
    for (let i = 0; i < view.width * view.height; i++) {
      if (!marks[i * 4 + 3]) continue;
      over++;
      const x = i % view.width;
      const y = Math.floor(i / view.width);
      expect(x >= 60 && x < 720 && y >= 60 && y < 360, `${x},${y}`).toBe(true);
    }
    // The block less its knocked-out type: most of 660 x 300 px.
    expect(over).toBeGreaterThan(0.6 * 660 * 300);
    expect(over).toBeLessThan(660 * 300);
  });

  it('shows the black plate alone as black where the rich black is, white on paper', () => {
    const view = buildCmykView(source, 2048);
    const plates = renderPlates(view, {
      plates: { c: false, m: false, y: false, k: true },
      mode: 'grey',
    });
    const pixel = (x: number, y: number) =>
      Array.from(plates.subarray((y * view.width + x) * 4, (y * view.width + x) * 4 + 3));
    expect(pixel(75, 345)).toEqual([0, 0, 0]);
    expect(pixel(1072, 555)).toEqual([255, 255, 255]);
    expect(pixel(795, 75)).toEqual([255, 255, 255]);
  });

  it('measures in mm from its 300 ppi: 101.6 x 60.96 mm', () => {
    const scale = pageScale({ bytes, page: 0, bitmap: { width: 1200, height: 720 } });
    expect(scale?.source).toBe('tiff');
    expect((scale?.mmPerPixelX ?? 0) * 1200).toBeCloseTo(101.6, 9);
    expect((scale?.mmPerPixelY ?? 0) * 720).toBeCloseTo(60.96, 9);
  });
});
