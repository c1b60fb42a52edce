import type { Page } from '@playwright/test';
import { writePsd, writeTiff } from '../src/offline/platform/processing/formats/test-writers';
import { filePayload } from './assets-files';
import { expect, openInApp, test } from './fixtures';

/** Uploads of TIFF, PSD and SVG processed in the browser's offline service, and an Office file refused. */

const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };
const SUPPORTED = 'PNG, JPEG, WebP, GIF, BMP, TIFF, PSD, PSB, SVG, PDF or PDF-compatible AI';

async function upload(page: Page, files: ReturnType<typeof filePayload>[]) {
  await openInApp(page, `/projects/${KETCHUP.uid}/assets`);
  await expect(page.getByRole('heading', { level: 1, name: KETCHUP.name })).toBeVisible({
    timeout: 30_000,
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles(files);
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

const grey = (w: number, h: number, v: number) => Array<number>(w * h * 3).fill(v);

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('an Office document is refused with the supported types named; TIFF, PSD and SVG become pages with thumbnails', async ({
  signedIn: page,
}) => {
  await test.step('an Office document is refused with the supported types named', async () => {
    const docx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]);
    await upload(page, [
      filePayload(
        'e2e-brief.docx',
        docx,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ]);
    const failed = card(page, 'e2e-brief.docx');
    await expect(failed.getByText(`Unsupported file type .docx: upload ${SUPPORTED}.`)).toBeVisible(
      {
        timeout: 30_000,
      },
    );
  });

  await test.step('a three-page CMYK and RGB TIFF, a PSD and an SVG become pages with thumbnails', async () => {
    const tiff = writeTiff([
      {
        width: 60,
        height: 40,
        samples: 4,
        bits: 8,
        compression: 'lzw',
        values: Array<number>(60 * 40 * 4).fill(90),
      },
      {
        width: 60,
        height: 40,
        samples: 3,
        bits: 16,
        compression: 'deflate',
        values: grey(60, 40, 30_000),
      },
      {
        width: 60,
        height: 40,
        samples: 3,
        bits: 8,
        compression: 'packbits',
        values: grey(60, 40, 200),
      },
    ]);
    const psd = writePsd({
      version: 1,
      width: 50,
      height: 30,
      mode: 3,
      planes: [0, 1, 2].map((c) => Array<number>(50 * 30).fill(c * 100)),
      rle: true,
    });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="150" height="100" fill="#c00"/><script>document.title="x"</script></svg>',
    );
    await upload(page, [
      filePayload('e2e-proof.tif', Buffer.from(tiff), 'image/tiff'),
      filePayload('e2e-layers.psd', Buffer.from(psd), 'image/vnd.adobe.photoshop'),
      filePayload('e2e-logo.svg', svg, 'image/svg+xml'),
    ]);
    for (const [name, pages] of [
      ['e2e-proof.tif', '3 pages'],
      ['e2e-layers.psd', '1 page'],
      ['e2e-logo.svg', '1 page'],
    ] as const) {
      const item = card(page, name);
      await expect(item.getByText(`Version 1 · ${pages}`)).toBeVisible({ timeout: 30_000 });
      await expect(item.getByRole('img', { name: `Thumbnail of ${name}` })).toBeVisible();
    }
  });
});
