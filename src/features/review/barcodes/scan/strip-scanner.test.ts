// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { reportOf } from '../barcode-report';
import { drawTestCarton, PX_PER_MM } from '../fixtures/test-carton';
import type { FoundBarcode } from './found-barcode';
import { planStrips, StripScanner, type Decode } from './strip-scanner';
import { grayDecoder } from './zxing-gray';

let decode: Decode = () => Promise.reject(new Error('zxing is not ready'));

async function scan(budget: number): Promise<FoundBarcode[]> {
  const page = drawTestCarton();
  const scanner = new StripScanner(
    page.width,
    page.height,
    planStrips(page.width, page.height, budget),
    decode,
  );
  for (let y = 0; y < page.height; y++)
    await scanner.push(page.data.subarray(y * page.width * 4, (y + 1) * page.width * 4));
  return scanner.finish();
}

const MM_PER_PX = 1 / PX_PER_MM;
let whole: FoundBarcode[] = [];

beforeAll(async () => {
  const wasm = readFileSync('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
  const module = await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer },
    fireImmediately: true,
  });
  decode = grayDecoder(module);
  whole = await scan(32_000_000);
}, 60_000);

/** The finding, failing the test when there is none. */
function must(found: FoundBarcode | undefined): FoundBarcode {
  if (!found) throw new Error('not found');
  return found;
}

const at = (found: FoundBarcode[], xMm: number, yMm: number) =>
  found.find(
    (f) => Math.abs(f.box.x * MM_PER_PX - xMm) < 2.5 && Math.abs(f.box.y * MM_PER_PX - yMm) < 2.5,
  );

describe('the barcode scan of the test carton (zxing-wasm in Node)', () => {
  it('reads EAN-13 at 80, 100 and 200 % with exact sizes', () => {
    const cases = [
      { x: 10, text: '5901234123457', magnification: 80, full: { width: 29.83, height: 20.74 } },
      { x: 60, text: '4006381333931', magnification: 100, full: { width: 37.29, height: 25.93 } },
      { x: 120, text: '9780143007234', magnification: 200, full: { width: 74.58, height: 51.86 } },
    ];
    for (const c of cases) {
      const found = at(whole, c.x, 10);
      expect(found).toMatchObject({ symbology: 'ean-13', status: 'read', text: c.text });
      const report = reportOf(must(found), MM_PER_PX);
      expect(report.checkDigit).toBe('right');
      expect(report.quietZonesClear).toBe(true);
      expect(report.size).toMatchObject({
        magnification: c.magnification,
        fullSize: c.full,
        truncated: false,
      });
    }
    expect(reportOf(must(at(whole, 60, 10)), MM_PER_PX).size).toMatchObject({
      x: 0.33,
      width: 31.33,
      height: 22.86,
    });
  });

  it('flags the wrong check digit, the truncated bars, the cut quiet zone; reads the one turned 90°', () => {
    const wrong = whole.filter((f) => f.status === 'check-digit-wrong');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]?.text).toBe('5901234123458');
    expect(reportOf(must(wrong[0]), MM_PER_PX).checkDigit).toBe('wrong');
    const truncated = reportOf(must(at(whole, 110, 75)), MM_PER_PX);
    expect(truncated.size).toMatchObject({
      magnification: 100,
      barHeightPercent: 50,
      truncated: true,
    });
    const rotated = at(whole, 57, 75);
    expect(rotated).toMatchObject({ text: '5901234123457', orientation: 90 });
    expect(reportOf(must(rotated), MM_PER_PX).size).toMatchObject({
      magnification: 100,
      truncated: false,
    });
    // The rule 2 mm left of the bars makes the decoder refuse it: read from its bars instead,
    // its left quiet zone obstructed.
    expect(whole.filter((f) => f.symbology === null)).toEqual([]);
    const cut = whole.filter((f) => f.ownReader);
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatchObject({
      symbology: 'ean-13',
      status: 'read',
      text: '4006381333931',
      quietZone: { before: false, after: true },
    });
    expect(reportOf(must(cut[0]), MM_PER_PX).size).toMatchObject({ magnification: 100 });
  });

  it('reads GS1-128, GS1 Data Matrix, QR, ITF-14, EAN-8, UPC-A and UPC-E', () => {
    const gs1 = reportOf(must(whole.find((f) => f.symbology === 'gs1-128')), MM_PER_PX);
    expect(gs1.elements?.map((e) => [e.ai, e.raw])).toEqual([
      ['01', '09501101530003'],
      ['17', '270630'],
      ['10', 'AB12'],
    ]);
    expect(gs1.size).toMatchObject({ x: 0.5, xInRange: true, truncated: false });
    const dm = reportOf(must(whole.find((f) => f.symbology === 'gs1-data-matrix')), MM_PER_PX);
    expect(dm.elements?.map((e) => e.ai)).toEqual(['01', '17', '10', '3103', '21']);
    expect(dm.elements?.[3]?.amount).toEqual({ value: '0.500', unit: 'kg' });
    expect(dm.size?.x).toBe(0.5);
    expect(whole.find((f) => f.symbology === 'qr')?.text).toBe('https://proofdesk.example/p/42');
    const itf = reportOf(must(whole.find((f) => f.symbology === 'itf-14')), MM_PER_PX);
    expect(itf.found.text).toBe('15400141288763');
    expect(itf.size).toMatchObject({ x: 0.6, magnification: 59, truncated: false });
    expect(whole.find((f) => f.symbology === 'ean-8')?.text).toBe('96385074');
    expect(whole.find((f) => f.symbology === 'upc-a')?.text).toBe('036000291452');
    expect(whole.find((f) => f.symbology === 'upc-e')?.status).toBe('read');
    expect(whole).toHaveLength(14);
  });

  it('finds the same in 3-megapixel strips as in one pass', async () => {
    const strips = await scan(3_000_000);
    const key = (f: FoundBarcode) => `${f.symbology}:${f.status}:${f.text}:${Math.round(f.box.x)}`;
    expect(strips.map(key).sort()).toEqual(whole.map(key).sort());
  }, 60_000);
});
