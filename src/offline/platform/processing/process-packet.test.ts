import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { processPacket } from './process-upload';
import { nodeRaster } from './raster-node';
import { failureMessage, inspectImage, JPEG_MAGIC, pngHeaderOnly, solidImage } from './test-inputs';

const GREEN = [30, 160, 60] as const;
const page0 = solidImage('png', 120, 80, GREEN);
const page1 = solidImage('png', 80, 120, [200, 200, 30]);
const page2 = solidImage('png', 50, 50, [10, 10, 10]);

describe('processPacket', () => {
  it('makes each PNG of the ZIP a page, unchanged and in numeric order', async () => {
    // Entries arrive out of order, with archiver noise that is not part of the packet.
    const zip = zipSync({
      '2.png': page2,
      '0.png': page0,
      '1.png': page1,
      '__MACOSX/._0.png': strToU8('junk'),
    });
    const result = await processPacket(zip, nodeRaster, { fileName: 'Leaflet.pdf' });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fileType).toBe('pdf');
    expect(result.pages.map((p) => [p.width, p.height])).toEqual([
      [120, 80],
      [80, 120],
      [50, 50],
    ]);
    expect(result.pages[0]?.png).toEqual(page0);
    expect(result.pages[2]?.png).toEqual(page2);
    expect([...result.thumbnail.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    expect(await inspectImage(result.thumbnail)).toMatchObject({ width: 120, height: 80 });
  });

  it('uses png as the file type when no file name is given', async () => {
    expect(await processPacket(zipSync({ '0.png': page0 }), nodeRaster)).toMatchObject({
      ok: true,
      fileType: 'png',
    });
  });

  it.each([
    ['a gap in the numbering', () => zipSync({ '0.png': page0, '2.png': page2 }), /no 1\.png/],
    [
      'an entry that is not a page image',
      () => zipSync({ '0.png': page0, 'notes.txt': strToU8('hi') }),
      /"notes\.txt"/,
    ],
    [
      'a page that is not a PNG',
      () => zipSync({ '0.png': strToU8('not an image') }),
      /0\.png could not be read/,
    ],
    [
      'a page over 20,000 px',
      () => zipSync({ '0.png': page0, '1.png': pngHeaderOnly(10, 20_001) }),
      /1\.png: .*20,001 pixels/,
    ],
    [
      'a truncated page',
      () => zipSync({ '0.png': page0.slice(0, 60) }),
      /0\.png could not be read/,
    ],
    ['no pages at all', () => zipSync({}), /no page images/],
    ['bytes that are not a ZIP', () => page0, /not a readable ZIP/],
    ['an empty upload', () => new Uint8Array(), /empty/],
  ])('refuses %s', async (_label, make, message) => {
    expect(failureMessage(await processPacket(make(), nodeRaster))).toMatch(message);
  });
});
