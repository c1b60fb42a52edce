import { describe, expect, it } from 'vitest';
import { decodePng } from '../fidelity/run-fidelity';
import { SUPPORTED_LIST } from '../file-type';
import { processUpload } from '../process-upload';
import { nodeRaster } from '../raster-node';
import { decodeTiffLzw } from '@/lib/tiff/lzw';
import { encodeTiffLzw, writePsd, writeTiff, type TiffCompression } from './test-writers';

const W = 24;
const H = 10;
/** Reference pixels: a gradient with a block, known exactly. */
const reference = (x: number, y: number): [number, number, number] => [
  x * 10,
  y * 25,
  x > 12 && y > 4 ? 200 : 40,
];
const rgbValues = (scale = 1) =>
  Array.from({ length: W * H }, (_, i) =>
    reference(i % W, Math.floor(i / W)).map((v) => v * scale),
  ).flat();

async function pagePixels(bytes: Uint8Array, fileName: string) {
  const result = await processUpload({ bytes, fileName }, nodeRaster);
  if (!result.ok) throw new Error(result.statusMessage);
  return Promise.all(result.pages.map((page) => decodePng(page.png)));
}

function nth<T>(pages: readonly T[], index: number): T {
  const page = pages[index];
  if (!page) throw new Error(`no page ${index + 1}`);
  return page;
}

async function firstPage(bytes: Uint8Array, fileName: string) {
  return nth(await pagePixels(bytes, fileName), 0);
}

function expectPixels(
  page: { width: number; height: number; data: ArrayLike<number> },
  expected: (x: number, y: number) => number[],
) {
  expect([page.width, page.height]).toEqual([W, H]);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const got = [page.data[i], page.data[i + 1], page.data[i + 2], page.data[i + 3]];
      expect(got, `pixel ${x},${y}`).toEqual([...expected(x, y), 255]);
    }
}

describe('TIFF', () => {
  it('round-trips LZW codes through the decoder', () => {
    const data = new Uint8Array(5000).map((_, i) => ((i * 7) % 13) + (i > 2500 ? i % 200 : 0));
    expect(decodeTiffLzw(encodeTiffLzw(data), data.length)).toEqual(data);
  });

  it.each(['none', 'lzw', 'deflate', 'packbits'] as TiffCompression[])(
    'decodes 8-bit RGB with %s compression to the reference pixels',
    async (compression) => {
      const bytes = writeTiff([
        { width: W, height: H, samples: 3, bits: 8, compression, values: rgbValues() },
      ]);
      expectPixels(await firstPage(bytes, `art-${compression}.tif`), reference);
    },
  );

  it('decodes 16-bit RGB and 16-bit greyscale to their high bytes', async () => {
    const rgb16 = writeTiff([
      { width: W, height: H, samples: 3, bits: 16, compression: 'deflate', values: rgbValues(257) },
    ]);
    expectPixels(await firstPage(rgb16, 'deep.tiff'), reference);
    const grey = Array.from({ length: W * H }, (_, i) => (i % W) * 10 * 257);
    const grey16 = writeTiff([
      { width: W, height: H, samples: 1, bits: 16, compression: 'none', values: grey },
    ]);
    expectPixels(await firstPage(grey16, 'grey.tif'), (x) => [x * 10, x * 10, x * 10]);
  });

  it('turns CMYK into RGB and makes every page of a multipage file a page', async () => {
    const cmyk = Array.from({ length: W * H }, (_, i) => [
      i % W === 0 ? 255 : 0,
      0,
      0,
      Math.floor(i / W) * 20,
    ]).flat();
    const bytes = writeTiff([
      { width: W, height: H, samples: 4, bits: 8, compression: 'lzw', values: cmyk },
      { width: W, height: H, samples: 3, bits: 8, compression: 'packbits', values: rgbValues() },
      {
        width: W,
        height: H,
        samples: 1,
        bits: 8,
        compression: 'none',
        values: Array<number>(W * H).fill(128),
      },
    ]);
    const pages = await pagePixels(bytes, 'proof.tif');
    expect(pages).toHaveLength(3);
    expectPixels(nth(pages, 0), (x, y) => {
      const white = 255 - y * 20;
      return [x === 0 ? 0 : white, white, white];
    });
    expectPixels(nth(pages, 1), reference);
    expectPixels(nth(pages, 2), () => [128, 128, 128]);
  });

  it('says why a damaged TIFF cannot be converted', async () => {
    const bytes = writeTiff([
      { width: W, height: H, samples: 3, bits: 8, compression: 'none', values: rgbValues() },
    ]);
    const result = await processUpload(
      { bytes: bytes.slice(0, 8), fileName: 'cut.tif' },
      nodeRaster,
    );
    expect(result).toEqual({ ok: false, statusMessage: 'The TIFF file has no pages.' });
  });
});

describe('PSD and PSB', () => {
  const planes = [0, 1, 2].map((c) =>
    Array.from({ length: W * H }, (_, i) => reference(i % W, Math.floor(i / W))[c] ?? 0),
  );

  it.each([
    [1, false, 'raw.psd'],
    [1, true, 'rle.psd'],
    [2, true, 'large.psb'],
  ] as const)('decodes the RGB composite of version %s (RLE %s)', async (version, rle, name) => {
    const bytes = writePsd({ version, width: W, height: H, mode: 3, planes, rle });
    const result = await processUpload({ bytes, fileName: name }, nodeRaster);
    expect(result).toMatchObject({ ok: true, fileType: name.split('.')[1] });
    expectPixels(await firstPage(bytes, name), reference);
  });

  it('decodes a CMYK composite (Photoshop stores ink inverted)', async () => {
    const cmyk = [
      Array<number>(W * H).fill(0),
      ...[1, 2, 3].map(() => Array<number>(W * H).fill(255)),
    ];
    const bytes = writePsd({ version: 1, width: W, height: H, mode: 4, planes: cmyk, rle: true });
    expectPixels(await firstPage(bytes, 'cyan.psd'), () => [0, 255, 255]);
  });
});

describe('SVG', () => {
  const svg = (body: string, root = 'viewBox="0 0 200 100"') =>
    new TextEncoder().encode(
      `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`,
    );

  it('renders at 2,000 px on the long side with its aspect ratio', async () => {
    const page = await firstPage(
      svg(
        '<rect width="100" height="100" fill="#ff0000"/><rect x="100" width="100" height="100" fill="#0000ff"/>',
      ),
      'logo.svg',
    );
    expect([page.width, page.height]).toEqual([2000, 1000]);
    const at = (x: number, y: number) => [
      ...page.data.slice((y * 2000 + x) * 4, (y * 2000 + x) * 4 + 4),
    ];
    expect(at(500, 500)).toEqual([255, 0, 0, 255]);
    expect(at(1500, 500)).toEqual([0, 0, 255, 255]);
  });

  it('takes the size from width and height when there is no viewBox, and drops scripts and external links', async () => {
    const bytes = svg(
      '<script>alert(1)</script><rect width="30" height="60" fill="#00ff00" onload="alert(2)"/><image href="https://example.com/x.png" width="30" height="60"/>',
      'width="30mm" height="60mm"',
    );
    const result = await processUpload({ bytes, fileName: 'tall.svg' }, nodeRaster);
    expect(result.ok && [result.pages[0]?.width, result.pages[0]?.height]).toEqual([1000, 2000]);
    const { prepareSvg } = await import('./svg');
    const text = new TextDecoder().decode(prepareSvg(bytes, 8000).svg);
    expect(text).not.toMatch(/script|onload|example\.com/);
  });
});

describe('refusals name the supported types', () => {
  it.each([
    ['report.docx', [0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]],
    ['old.doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]],
    ['logo.eps', Array.from(new TextEncoder().encode('%!PS-Adobe-3.0 EPSF-3.0'))],
  ])('%s', async (fileName, bytes) => {
    const result = await processUpload({ bytes: new Uint8Array(bytes), fileName }, nodeRaster);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.statusMessage).toContain(SUPPORTED_LIST);
  });
});
