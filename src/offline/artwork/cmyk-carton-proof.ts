import { writeCmykTiff } from '@/lib/tiff/write-cmyk-tiff';
import type { DrawingContext, Raster } from '@/offline/platform/processing/types';
import { font } from './draw-kit';
import { textMask } from './text-mask';

/** Ink values 0..255 (255 = 100 %) of C, M, Y and K. */
export type Inks = readonly [number, number, number, number];

/** A rectangle of one ink mix on the proof, in page pixels. */
export interface InkPatch {
  name: string;
  inks: Inks;
  x: number;
  y: number;
  width: number;
  height: number;
  /** A pixel inside the patch clear of any type: there the sampler reads exactly `inks`. */
  sample: { x: number; y: number };
}

/** Percent a step: 255 / 5 = 51 reads back as exactly 20 % in the colour sampler. */
const pct = (percent: number) => Math.round((percent / 100) * 255);

const STRIP_Y = 450;
const STRIP_H = 210;
const STRIP_PATCH_W = 135;
const STRIP_X = 60;

const stripPatch = (index: number, name: string, inks: Inks): InkPatch => ({
  name,
  inks,
  x: STRIP_X + index * STRIP_PATCH_W,
  y: STRIP_Y,
  width: STRIP_PATCH_W,
  height: STRIP_H,
  sample: { x: STRIP_X + index * STRIP_PATCH_W + 67, y: STRIP_Y + STRIP_H / 2 },
});

/**
 * The Oat Crunch carton's press proof as a CMYK TIFF at 300 ppi: 1200 x 720 px, 4 x 2.4 in
 * (101.6 x 60.96 mm). A cream front panel carries a rich-black title block (320 % coverage,
 * the one area over a 300 % limit) and a process-red flash; below it a control strip of
 * known inks, so the colour sampler, the separations and the coverage overlay show real,
 * exact values on first use.
 */
export const CMYK_CARTON_PROOF = {
  width: 1200,
  height: 720,
  dpi: 300,
  /** The cream of the carton board print, under everything else. */
  background: { name: 'cream board', inks: [0, pct(5), pct(20), 0] } as const,
  patches: [
    {
      name: 'rich black 320 %',
      inks: [pct(80), pct(60), pct(80), pct(100)],
      x: 60,
      y: 60,
      width: 660,
      height: 300,
      sample: { x: 75, y: 345 },
    },
    {
      name: 'process red',
      inks: [0, pct(100), pct(100), 0],
      x: 780,
      y: 60,
      width: 360,
      height: 300,
      sample: { x: 795, y: 75 },
    },
    stripPatch(0, 'cyan 100 %', [pct(100), 0, 0, 0]),
    stripPatch(1, 'magenta 100 %', [0, pct(100), 0, 0]),
    stripPatch(2, 'yellow 100 %', [0, 0, pct(100), 0]),
    stripPatch(3, 'black 100 %', [0, 0, 0, pct(100)]),
    stripPatch(4, 'cyan 20 %', [pct(20), 0, 0, 0]),
    stripPatch(5, 'black 40 %', [0, 0, 0, pct(40)]),
    stripPatch(6, 'oat brown', [pct(20), pct(40), pct(80), pct(20)]),
    stripPatch(7, 'paper', [0, 0, 0, 0]),
  ] satisfies InkPatch[],
} as const;

/** The type: knocked out of the title block and the flash, and the strip's captions in black. */
function drawType(ctx: DrawingContext): void {
  ctx.textAlign = 'left';
  ctx.font = font({ size: 44, weight: 'bold' });
  ctx.fillText('Morning Harbour', 100, 130);
  ctx.font = font({ size: 96, weight: 'bold' });
  ctx.fillText('Oat Crunch', 100, 235);
  ctx.font = font({ size: 40 });
  ctx.fillText('Granola cereal 500 g', 100, 300);
  ctx.textAlign = 'center';
  ctx.font = font({ size: 52, weight: 'bold' });
  ctx.fillText('Now', 960, 200);
  ctx.fillText('crunchier', 960, 260);
  ctx.font = font({ size: 18 });
  for (const patch of CMYK_CARTON_PROOF.patches.slice(2))
    ctx.fillText(patch.name, patch.x + patch.width / 2, STRIP_Y + STRIP_H + 34);
}

const BLACK: Inks = [0, 0, 0, 255];

/** The ink of the type at (x, y): the board's cream above the strip, black below it. */
const typeInks = (y: number): Inks => (y < STRIP_Y ? CMYK_CARTON_PROOF.background.inks : BLACK);

/** The inks at page pixel (x, y) before the type: the last patch holding it, else the board. */
export function cmykCartonProofAt(x: number, y: number): [number, number, number, number] {
  for (let i = CMYK_CARTON_PROOF.patches.length - 1; i >= 0; i--) {
    const patch = CMYK_CARTON_PROOF.patches[i];
    if (
      patch &&
      x >= patch.x &&
      x < patch.x + patch.width &&
      y >= patch.y &&
      y < patch.y + patch.height
    )
      return [...patch.inks];
  }
  return [...CMYK_CARTON_PROOF.background.inks];
}

/** The proof's bytes: Deflate-compressed, with its 300 ppi resolution tags. */
export async function buildCmykCartonProof(raster: Raster): Promise<Uint8Array> {
  const { width, height, dpi } = CMYK_CARTON_PROOF;
  const mask = await textMask(raster, width, height, drawType);
  return writeCmykTiff({
    width,
    height,
    dpi,
    deflate: true,
    pixel: (x, y) => {
      const base = cmykCartonProofAt(x, y);
      const cover = mask[y * width + x] ?? 0;
      if (!cover) return base;
      const type = typeInks(y);
      // Anti-aliased edges: the type's ink blended into the patch by its coverage.
      return base.map((ink, i) => Math.round(ink + (((type[i] ?? 0) - ink) * cover) / 255)) as [
        number,
        number,
        number,
        number,
      ];
    },
  });
}
