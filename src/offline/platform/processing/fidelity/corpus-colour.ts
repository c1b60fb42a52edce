import type { CorpusFile } from './corpus-types';
import { calculator, interpolation, RawPdf } from './pdf-builder';

const SIZE = 200;

async function onePage(
  content: string,
  resources: (pdf: RawPdf) => Parameters<RawPdf['page']>[3],
): Promise<Uint8Array> {
  const pdf = await RawPdf.create();
  pdf.page(SIZE, SIZE, content, resources(pdf));
  return pdf.save();
}

/** Process colours: C, M, Y, K, rich black and tints, filled with the `k` operator. */
const cmykFills = () =>
  onePage(
    [
      '1 0 0 0 k 10 110 40 80 re f',
      '0 1 0 0 k 55 110 40 80 re f',
      '0 0 1 0 k 100 110 40 80 re f',
      '0 0 0 1 k 145 110 40 80 re f',
      '0.6 0.4 0.4 1 k 10 10 85 90 re f',
      '0.5 0.25 0 0 k 105 55 85 45 re f',
      '0 0.3 0.9 0.1 k 105 10 85 40 re f',
    ].join('\n'),
    () => ({}),
  );

/** A spot colour (Separation, CMYK alternate) at 100, 50 and 25 % and as a stroke. */
const separationFill = () =>
  onePage(
    '/CS0 cs 1 scn 10 110 85 80 re f 0.5 scn 105 110 85 80 re f 0.25 scn 10 10 85 90 re f /CS0 CS 1 SCN 6 w 110 20 m 190 95 l S',
    (pdf) => ({
      ColorSpace: {
        CS0: pdf.obj([
          'Separation',
          'PANTONE 185 C',
          'DeviceCMYK',
          interpolation(pdf, [0, 0, 0, 0], [0, 0.91, 0.76, 0]),
        ]),
      },
    }),
  );

/** DeviceN: process cyan plus a spot, mixed by a calculator tint transform. */
const deviceNFill = () =>
  onePage(
    [
      '/CS0 cs',
      '1 0 scn 10 110 85 80 re f',
      '0 1 scn 105 110 85 80 re f',
      '1 1 scn 10 10 85 90 re f',
      '0.4 0.6 scn 105 10 85 90 re f',
    ].join('\n'),
    (pdf) => ({
      ColorSpace: {
        CS0: pdf.obj([
          'DeviceN',
          ['Cyan', 'Reflex Green'],
          'DeviceCMYK',
          calculator(pdf, [0, 1, 0, 1], [0, 1, 0, 1, 0, 1, 0, 1], '{ dup 0.8 mul exch 0.6 mul 0 }'),
        ]),
      },
    }),
  );

/** A 64 x 64 image of `components` channels from `sample(x, y, channel)`. */
function imageBytes(
  components: number,
  sample: (x: number, y: number, c: number) => number,
): Uint8Array {
  const bytes = new Uint8Array(64 * 64 * components);
  for (let y = 0; y < 64; y++)
    for (let x = 0; x < 64; x++)
      for (let c = 0; c < components; c++) bytes[(y * 64 + x) * components + c] = sample(x, y, c);
  return bytes;
}

/** A DeviceCMYK image with smooth ramps in each ink. */
const cmykImage = () =>
  onePage('q 180 0 0 180 10 10 cm /Im0 Do Q', (pdf) => ({
    XObject: {
      Im0: pdf.stream(
        imageBytes(
          4,
          (x, y, c) => [x * 4, y * 4, (x + y) * 2, c === 3 && x > 48 ? 120 : 0][c] ?? 0,
        ),
        {
          Type: 'XObject',
          Subtype: 'Image',
          Width: 64,
          Height: 64,
          ColorSpace: 'DeviceCMYK',
          BitsPerComponent: 8,
        },
      ),
    },
  }));

/** A one-channel image in a Separation (spot) colour space. */
const separationImage = () =>
  onePage('q 180 0 0 180 10 10 cm /Im0 Do Q', (pdf) => ({
    XObject: {
      Im0: pdf.stream(
        imageBytes(1, (x, y) => Math.min(255, x * 3 + y)),
        {
          Type: 'XObject',
          Subtype: 'Image',
          Width: 64,
          Height: 64,
          BitsPerComponent: 8,
          ColorSpace: pdf.obj([
            'Separation',
            'Warm Red',
            'DeviceRGB',
            interpolation(pdf, [1, 1, 1], [0.95, 0.25, 0.1]),
          ]),
        },
      ),
    },
  }));

/** Two translucent discs (fill alpha 0.5) inside an isolated, knockout transparency group. */
const transparencyGroup = () =>
  onePage('0 0.5 0.2 rg 0 90 200 20 re f /GS0 gs /Fm0 Do', (pdf) => ({
    ExtGState: { GS0: pdf.obj({ ca: 0.6 }) },
    XObject: {
      Fm0: pdf.stream(
        '/GS1 gs 1 0 0 rg 70 100 m 70 145 105 180 150 180 c 150 100 l h f 0 0 1 rg 20 20 120 120 re f',
        {
          Type: 'XObject',
          Subtype: 'Form',
          BBox: [0, 0, SIZE, SIZE],
          Group: { S: 'Transparency', I: true, K: true, CS: 'DeviceRGB' },
          Resources: { ExtGState: { GS1: pdf.obj({ ca: 0.5 }) } },
        },
      ),
    },
  }));

/** A luminosity soft mask (a grey ramp) over a red square. */
const softMaskLuminosity = () =>
  onePage('0 0 0 rg 0 95 200 10 re f /GS0 gs 0.85 0.1 0.1 rg 10 10 180 180 re f', (pdf) => {
    const ramp = pdf.obj({
      ShadingType: 2,
      ColorSpace: 'DeviceGray',
      Coords: [0, 0, SIZE, 0],
      Function: interpolation(pdf, [0], [1]),
    });
    const mask = pdf.stream('/Sh0 sh', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, SIZE, SIZE],
      Group: { S: 'Transparency', CS: 'DeviceGray' },
      Resources: { Shading: { Sh0: ramp } },
    });
    return { ExtGState: { GS0: pdf.obj({ SMask: { Type: 'Mask', S: 'Luminosity', G: mask } }) } };
  });

/** An alpha soft mask from a group of shapes with their own opacity. */
const softMaskAlpha = () =>
  onePage('/GS0 gs 0.1 0.3 0.8 rg 10 10 180 180 re f', (pdf) => {
    const mask = pdf.stream('/A1 gs 0 g 20 20 80 160 re f /A2 gs 100 60 80 80 re f', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, SIZE, SIZE],
      Group: { S: 'Transparency' },
      Resources: { ExtGState: { A1: pdf.obj({ ca: 1 }), A2: pdf.obj({ ca: 0.35 }) } },
    });
    return { ExtGState: { GS0: pdf.obj({ SMask: { Type: 'Mask', S: 'Alpha', G: mask } }) } };
  });

/** Four blend modes per page: coloured bars under four discs, each disc in one mode. */
async function blendModes(modes: readonly string[]): Promise<Uint8Array> {
  const bars =
    '0.9 0.2 0.2 rg 0 0 70 200 re f 0.2 0.8 0.3 rg 65 0 70 200 re f 0.2 0.3 0.9 rg 130 0 70 200 re f';
  const discs = modes
    .map((_, i) => {
      const x = 55 + (i % 2) * 90;
      const y = 55 + Math.floor(i / 2) * 90;
      const k = 0.55 * 40;
      return `/B${i} gs 0.95 0.75 0.15 rg ${x - 40} ${y} m ${x - 40} ${y + k} ${x - k} ${y + 40} ${x} ${y + 40} c ${x + k} ${y + 40} ${x + 40} ${y + k} ${x + 40} ${y} c ${x + 40} ${y - k} ${x + k} ${y - 40} ${x} ${y - 40} c ${x - k} ${y - 40} ${x - 40} ${y - k} ${x - 40} ${y} c f`;
    })
    .join('\n');
  return onePage(`${bars}\n${discs}`, (pdf) => ({
    ExtGState: Object.fromEntries(modes.map((mode, i) => [`B${i}`, pdf.obj({ BM: mode })])),
  }));
}

const BLEND_MODES = [
  ['Multiply', 'Screen', 'Overlay', 'Darken'],
  ['Lighten', 'ColorDodge', 'ColorBurn', 'HardLight'],
  ['SoftLight', 'Difference', 'Exclusion', 'Normal'],
  ['Hue', 'Saturation', 'Color', 'Luminosity'],
] as const;

/** Process and spot colours, colour images, transparency groups, soft masks and all 16 blend modes. */
export async function colourCorpus(): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [
    {
      name: 'cmyk-fills',
      bytes: await cmykFills(),
      threshold: 0.85,
      thresholdReason:
        'plain CMYK has no single right RGB: pdf.js approximates a press profile (100 % cyan is about #00AEEF), poppler converts naively (#00FFFF)',
    },
    { name: 'separation-fill', bytes: await separationFill() },
    { name: 'devicen-fill', bytes: await deviceNFill() },
    { name: 'cmyk-image', bytes: await cmykImage() },
    { name: 'separation-image', bytes: await separationImage() },
    { name: 'transparency-group', bytes: await transparencyGroup() },
    { name: 'soft-mask-luminosity', bytes: await softMaskLuminosity() },
    { name: 'soft-mask-alpha', bytes: await softMaskAlpha() },
  ];
  for (const modes of BLEND_MODES) {
    const nonSeparable = (modes as readonly string[]).includes('Hue');
    files.push({
      name: `blend-${modes.join('-').toLowerCase()}`,
      bytes: await blendModes(modes),
      ...(nonSeparable && {
        threshold: 0.85,
        thresholdReason:
          'Hue: poppler leaves the red backdrop red where the PDF formula (SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb))) gives brown, as pdf.js draws it',
      }),
    });
  }
  return files;
}
