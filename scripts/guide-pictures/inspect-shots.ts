import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { barcodeCartonPng } from '../../e2e/barcode-carton';
import {
  cmykFixtureTiff,
  spotColourPdf,
} from '../../src/features/review/inspect/fixtures/inspect-fixtures';
import type { Shot } from './shots';

/**
 * The pictures of the inspection tools (find, layers, barcodes, measure, colour). Their files
 * are not in the demo world: each shot uploads one, built in Node by the fixture builders the
 * e2e specs use, through the project's own "Upload files" button. Placing the pointer on the
 * artwork needs the review test API: build with VITE_TEST_API=1.
 */

const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };

interface UploadedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Signs in, uploads `file` to the ketchup project and opens it, drawn sharp, in the review. */
async function uploadAndReview(page: Page, file: UploadedFile): Promise<void> {
  const assets = `/projects/${KETCHUP.uid}/assets`;
  await page.goto(`/login?${new URLSearchParams({ next: assets }).toString()}`);
  await page.getByLabel(/e-?mail|user name/i).fill('anna@demo.test');
  await page.getByLabel(/^password$/i).fill('demo');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: KETCHUP.name })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles(file);
  const item = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: file.name }),
  });
  await expect(item.getByText(/Version 1 · 1 page/)).toBeVisible();
  await page.getByRole('button', { name: `${file.name}: details` }).click();
  await page.getByRole('link', { name: 'Open in the review tool' }).click();
  await page.waitForFunction((name) => {
    const api = window.__proofdeskTest?.review;
    return Boolean(api?.isSharp()) && document.querySelector('h1')?.textContent === name;
  }, file.name);
}

/** A point of the page, given as shares of its width and height, on the screen. */
function at(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([px, py]) => {
      const api = window.__proofdeskTest?.review;
      if (!api) throw new Error('The review test API is missing: build with VITE_TEST_API=1.');
      return api.pageToClient(px, py);
    },
    [x, y] as const,
  );
}

const sharp = (page: Page) =>
  page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);

export const INSPECT_SHOTS: Shot[] = [
  {
    file: 'find-and-layers.png',
    open: async (page) => {
      const pdf = readFileSync('tests/fixtures/pdf/layered-carton.pdf');
      await uploadAndReview(page, {
        name: 'oat-crunch-carton.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await page.getByRole('button', { name: 'Layers', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Layers' });
      await panel.getByText('Text PL').click();
      await expect(panel.getByRole('checkbox', { name: 'Text PL' })).toBeChecked();
      await page.getByRole('button', { name: 'Find in the file' }).click();
      await page.getByRole('searchbox', { name: 'Find text in the file' }).fill('zucker');
      await page.getByRole('searchbox', { name: 'Find text in the file' }).press('Enter');
      await expect(page.getByRole('search').getByRole('status')).toHaveText('1 of 1');
      await sharp(page);
    },
  },
  {
    file: 'barcodes-panel.png',
    open: async (page) => {
      await uploadAndReview(page, {
        name: 'barcode-test-carton.png',
        mimeType: 'image/png',
        buffer: Buffer.from(barcodeCartonPng()),
      });
      await page.getByRole('button', { name: 'Barcodes', exact: true }).click();
      const panel = page.getByRole('complementary', { name: 'Barcodes on page 1' });
      await expect(panel.getByText('14 barcodes found')).toBeVisible();
      const cut = panel.getByRole('article').filter({ hasText: 'Scanners refuse it' });
      await cut.getByRole('button', { name: /on the page$/ }).click();
      await cut.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await sharp(page);
    },
  },
  {
    file: 'measure-box.png',
    open: async (page) => {
      await uploadAndReview(page, {
        name: 'label-two-spots.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await spotColourPdf()),
      });
      await page.keyboard.press('b');
      const panel = page.getByRole('region', { name: 'Measure box' });
      await expect(panel.getByLabel('Trim box (solid)')).toBeChecked();
      const start = await at(page, 0.2, 0.3);
      const end = await at(page, 0.5, 0.75);
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(end.x, end.y, { steps: 4 });
      await page.mouse.up();
      await expect(panel.getByText('Width')).toBeVisible();
    },
  },
  {
    file: 'colour-separations.png',
    open: async (page) => {
      await uploadAndReview(page, {
        name: 'rich-black-proof.tif',
        mimeType: 'image/tiff',
        buffer: Buffer.from(cmykFixtureTiff(true)),
      });
      await page.keyboard.press('i');
      const panel = page.getByRole('region', { name: 'Colour' });
      // The tool's code loads on first use: click once its surface is over the page.
      await expect(page.locator('[data-inspect-surface]')).toBeVisible({ timeout: 30_000 });
      // The rich black square of the fixture (inspect-fixtures.ts).
      const black = await at(page, 70 / 120, 10 / 80);
      await page.mouse.click(black.x, black.y);
      await expect(panel.getByText('C 80.0 %  M 60.0 %  Y 80.0 %  K 100.0 %')).toBeVisible({
        timeout: 30_000,
      });
      await panel.getByLabel('Mark areas over the limit').check();
      await expect(
        page.getByRole('img', { name: 'Areas over 300 % total coverage' }),
      ).toBeVisible();
      await panel.getByLabel('Show separations').check();
      await panel.getByLabel('Black').uncheck();
      await expect(page.getByRole('img', { name: 'Separations of the page' })).toBeVisible();
    },
  },
];
