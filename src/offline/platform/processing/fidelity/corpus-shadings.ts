import { calculator, interpolation, packBits, RawPdf } from './pdf-builder';
import type { CorpusFile } from './corpus-types';

const SIZE = 200;
/** Mesh coordinates are 16-bit over 0..SIZE points; colours 8-bit RGB. */
const MESH = {
  ColorSpace: 'DeviceRGB',
  BitsPerCoordinate: 16,
  BitsPerComponent: 8,
  BitsPerFlag: 8,
  Decode: [0, SIZE, 0, SIZE, 0, 1, 0, 1, 0, 1],
};
type Rgb = readonly [number, number, number];
const coord = (v: number) => [Math.round((v / SIZE) * 65535), 16] as const;
const colour = ([r, g, b]: Rgb) => [[r, 8] as const, [g, 8] as const, [b, 8] as const];
const point = (x: number, y: number) => [coord(x), coord(y)];

async function shadingPage(
  build: (pdf: RawPdf) => ReturnType<RawPdf['obj']>,
  paint = 'q 10 10 180 180 re W n /Sh0 sh Q',
): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  const shading = build(pdf);
  pdf.page(SIZE, SIZE, paint, { Shading: { Sh0: shading } });
  return pdf.save();
}

/** Function-based (type 1): r = x, g = y, b = x*y over the unit square mapped to the page. */
const functionBased = () =>
  shadingPage((pdf) =>
    pdf.obj({
      ShadingType: 1,
      ColorSpace: 'DeviceRGB',
      Domain: [0, 1, 0, 1],
      Matrix: [180, 0, 0, 180, 10, 10],
      Function: calculator(pdf, [0, 1, 0, 1], [0, 1, 0, 1, 0, 1], '{ 2 copy mul }'),
    }),
  );

/** Function-based (type 1) with a periodic calculator function: rings of colour. */
const functionBasedWaves = () =>
  shadingPage((pdf) =>
    pdf.obj({
      ShadingType: 1,
      ColorSpace: 'DeviceRGB',
      Domain: [0, 1, 0, 1],
      Matrix: [180, 0, 0, 180, 10, 10],
      Function: calculator(
        pdf,
        [0, 1, 0, 1],
        [0, 1, 0, 1, 0, 1],
        '{ 360 mul sin 2 div 0.5 add exch 360 mul cos 2 div 0.5 add 0.3 }',
      ),
    }),
  );

const axial = () =>
  shadingPage((pdf) =>
    pdf.obj({
      ShadingType: 2,
      ColorSpace: 'DeviceRGB',
      Coords: [10, 10, 190, 190],
      Function: interpolation(pdf, [0.9, 0.1, 0.1], [0.1, 0.2, 0.9]),
      Extend: [true, true],
    }),
  );

const radial = () =>
  shadingPage((pdf) =>
    pdf.obj({
      ShadingType: 3,
      ColorSpace: 'DeviceRGB',
      Coords: [80, 120, 5, 100, 100, 90],
      Function: interpolation(pdf, [1, 0.9, 0.2], [0.1, 0.4, 0.2], 1.5),
      Extend: [false, true],
    }),
  );

/** Free-form triangle mesh (type 4): two triangles with a colour per vertex. */
const freeForm = () =>
  shadingPage((pdf) => {
    const vertex = (x: number, y: number, c: Rgb) => [
      [0, 8] as const,
      ...point(x, y),
      ...colour(c),
    ];
    const data = packBits([
      ...vertex(10, 10, [255, 0, 0]),
      ...vertex(190, 20, [0, 255, 0]),
      ...vertex(60, 190, [0, 0, 255]),
      ...vertex(190, 20, [0, 255, 0]),
      ...vertex(60, 190, [0, 0, 255]),
      ...vertex(185, 185, [255, 255, 0]),
    ]);
    return pdf.stream(data, { ShadingType: 4, ...MESH });
  });

/** Lattice-form mesh (type 5): 3 x 3 vertices. */
const lattice = () =>
  shadingPage((pdf) => {
    const { BitsPerFlag: _flag, ...lattice } = MESH;
    const values = [];
    const colours: Rgb[] = [
      [255, 0, 0],
      [255, 128, 0],
      [255, 255, 0],
      [0, 160, 80],
      [255, 255, 255],
      [0, 120, 255],
      [80, 0, 160],
      [200, 0, 200],
      [20, 20, 20],
    ];
    for (let row = 0; row < 3; row++)
      for (let col = 0; col < 3; col++)
        values.push(
          ...point(10 + col * 90, 10 + row * 90 + (col === 1 ? 15 : 0)),
          ...colour(colours[row * 3 + col] ?? [0, 0, 0]),
        );
    return pdf.stream(packBits(values), { ShadingType: 5, VerticesPerRow: 3, ...lattice });
  });

/** The 12 boundary points of a patch with bulging edges, in the order the spec lists them. */
const BOUNDARY: readonly [number, number][] = [
  [20, 20],
  [5, 80],
  [35, 130],
  [20, 180],
  [80, 195],
  [130, 165],
  [180, 180],
  [195, 120],
  [165, 70],
  [180, 20],
  [120, 5],
  [70, 35],
];
const CORNERS: Rgb[] = [
  [230, 30, 30],
  [30, 200, 60],
  [40, 60, 230],
  [250, 210, 20],
];

/** Coons patch mesh (type 6): one patch with curved edges. */
const coons = () =>
  shadingPage((pdf) => {
    const values = [
      [0, 8] as const,
      ...BOUNDARY.flatMap(([x, y]) => point(x, y)),
      ...CORNERS.flatMap(colour),
    ];
    return pdf.stream(packBits(values), { ShadingType: 6, ...MESH });
  });

/** Tensor-product patch mesh (type 7): the Coons patch plus four pulled inner control points. */
const tensor = () =>
  shadingPage((pdf) => {
    const inner: [number, number][] = [
      [60, 60],
      [50, 150],
      [150, 140],
      [140, 50],
    ];
    const values = [
      [0, 8] as const,
      ...[...BOUNDARY, ...inner].flatMap(([x, y]) => point(x, y)),
      ...CORNERS.flatMap(colour),
    ];
    return pdf.stream(packBits(values), { ShadingType: 7, ...MESH });
  });

/** An axial shading used as a fill pattern (PatternType 2) on a star-shaped path. */
const shadingPattern = async () => {
  const pdf = await RawPdf.create();
  const shading = pdf.obj({
    ShadingType: 2,
    ColorSpace: 'DeviceRGB',
    Coords: [0, 0, 200, 0],
    Function: interpolation(pdf, [0.2, 0.7, 0.3], [0.9, 0.3, 0.6]),
    Extend: [true, true],
  });
  const pattern = pdf.obj({ PatternType: 2, Shading: shading });
  pdf.page(
    SIZE,
    SIZE,
    '/Pattern cs /P0 scn 100 190 m 125 120 l 195 120 l 140 80 l 160 10 l 100 50 l 40 10 l 60 80 l 5 120 l 75 120 l h f',
    { Pattern: { P0: pattern } },
  );
  return pdf.save();
};

/** One page per shading type 1 to 7, plus a shading pattern fill. */
export async function shadingCorpus(): Promise<CorpusFile[]> {
  return [
    { name: 'shading-1-function', bytes: await functionBased() },
    { name: 'shading-1-function-waves', bytes: await functionBasedWaves() },
    { name: 'shading-2-axial', bytes: await axial() },
    { name: 'shading-3-radial', bytes: await radial() },
    { name: 'shading-4-free-form-mesh', bytes: await freeForm() },
    { name: 'shading-5-lattice-mesh', bytes: await lattice() },
    { name: 'shading-6-coons-patch', bytes: await coons() },
    { name: 'shading-7-tensor-patch', bytes: await tensor() },
    { name: 'shading-pattern-fill', bytes: await shadingPattern() },
  ];
}
