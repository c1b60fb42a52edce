import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  calibrationPng,
  writeRgbPng,
} from '../src/features/review/inspect/fixtures/inspect-fixtures';
import {
  comparedAndShown,
  dragInPanel,
  openComparedTiffs,
  openComparedVersions,
} from './compare-inspect-helpers';

/**
 * Ruler and box in compare on two versions of one CMYK TIFF (compare-inspect-helpers.ts):
 * version 2 is the same artwork printed twice as large, so one line reads twice the length.
 */

test('a line drawn on one version shows on both, each measured at its own size', async ({
  signedIn: page,
}) => {
  test.slow();
  await openComparedTiffs(page);

  await test.step('the ruler across the page: 10.16 mm on version 1, 20.32 mm on version 2', async () => {
    await page.getByRole('button', { name: 'Ruler', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Ruler' });
    const older = panel.getByRole('region', { name: 'Version 1' });
    const newer = panel.getByRole('region', { name: 'Version 2' });
    await expect(older.getByText("Scale from the TIFF's resolution.")).toBeVisible();
    await expect(newer.getByText("Scale from the TIFF's resolution.")).toBeVisible();
    // Drawn on version 1; the ends snap to the page edges.
    await dragInPanel(page, 0, [0.004, 0.75], [0.996, 0.75]);
    await expect(older.getByRole('status').locator('dd').first()).toHaveText('10.16 mm');
    await expect(newer.getByRole('status').locator('dd').first()).toHaveText('20.32 mm');
    // The same line, with each version's reading, over both pages (the snap guides aside).
    const surfaces = page.locator('[data-compare-inspect-surface]');
    await expect(surfaces).toHaveCount(2);
    await expect(surfaces.nth(0).locator('svg > line')).toHaveCount(2);
    await expect(surfaces.nth(1).locator('svg > line')).toHaveCount(2);
    await expect(surfaces.nth(1).locator('[data-snapped-to="line"]')).toHaveCount(2);
    await expect(surfaces.nth(0).locator('text')).toHaveText('10.16 mm');
    await expect(surfaces.nth(1).locator('text')).toHaveText('20.32 mm');

    await panel.getByLabel('Unit').selectOption('in');
    await expect(older.getByRole('status').locator('dd').first()).toHaveText('0.400 in');
    await expect(newer.getByRole('status').locator('dd').first()).toHaveText('0.800 in');
    await panel.getByLabel('Unit').selectOption('mm');

    // Drawn on version 2 this time: version 1 follows.
    await dragInPanel(page, 1, [0.5, 0.004], [0.5, 0.996]);
    await expect(older.getByRole('status').locator('dd').first()).toHaveText('6.77 mm');
    await expect(newer.getByRole('status').locator('dd').first()).toHaveText('13.55 mm');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the box by keyboard: B, Enter, arrows, Enter; Escape puts it away', async () => {
    await page.getByRole('group', { name: 'Compared pages' }).focus();
    await page.keyboard.press('b');
    const panel = page.getByRole('region', { name: 'Measure box' });
    await expect(panel).toBeVisible();
    // From the page's centre (60, 40 of version 1) 30 px right and 20 px down.
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    const older = panel.getByRole('region', { name: 'Version 1' }).getByRole('status');
    const newer = panel.getByRole('region', { name: 'Version 2' }).getByRole('status');
    await expect(older.locator('dd')).toHaveText(['2.54 mm', '1.69 mm', '4.3 mm²']);
    await expect(newer.locator('dd')).toHaveText(['5.08 mm', '3.39 mm', '17.2 mm²']);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.locator('[data-compare-inspect-surface]')).toHaveCount(0);
  });
});

test('in Hebrew the ruler in compare speaks Hebrew and measures both versions', async ({
  signedIn: page,
}) => {
  test.slow();
  const path = await openComparedTiffs(page);
  await page.evaluate(() => localStorage.setItem('proofdesk.language', 'he'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await comparedAndShown(page);
  await page.keyboard.press('m');
  const panel = page.getByRole('region', { name: 'סרגל' });
  await expect(panel.getByText('קנה מידה לפי הרזולוציה של קובץ ה-TIFF.')).toHaveCount(2);
  await dragInPanel(page, 0, [0.004, 0.25], [0.996, 0.25]);
  await expect(
    panel.getByRole('region', { name: 'גרסה 1' }).getByRole('status').locator('dd').first(),
  ).toHaveText('10.16 מ״מ');
  await expect(
    panel.getByRole('region', { name: 'גרסה 2' }).getByRole('status').locator('dd').first(),
  ).toHaveText('20.32 מ״מ');
  // Kept on the newer version, the one under review, in Hebrew too.
  await expect(panel.getByRole('group', { name: 'שמירת המדידה על' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'שמירה כהערה על גרסה 2' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
});

test('versions that state no size are calibrated in compare, each on its own', async ({
  signedIn: page,
}) => {
  test.slow();
  // Neither PNG has a resolution. Version 1: 600 x 200 px, a black bar from x 100 to 500.
  // Version 2: the same drawing at 1200 x 400 px.
  const twice = writeRgbPng(1200, 400, (x, y) =>
    y >= 180 && y < 220 && x >= 200 && x < 1000 ? [0, 0, 0] : [255, 255, 255],
  );
  await openComparedVersions(page, 'e2e-compare-no-size.png', 'image/png', [
    calibrationPng(),
    twice,
  ]);
  await page.keyboard.press('m');
  const panel = page.getByRole('region', { name: 'Ruler' });
  const older = panel.getByRole('region', { name: 'Version 1' });
  const newer = panel.getByRole('region', { name: 'Version 2' });
  await expect(
    older.getByText('This file does not say how large it prints.', { exact: false }),
  ).toBeVisible();
  await expect(
    newer.getByText('This file does not say how large it prints.', { exact: false }),
  ).toBeVisible();

  const bar: [[number, number], [number, number]] = [
    [100 / 600, 0.5],
    [500 / 600, 0.5],
  ];
  for (const [index, side] of [older, newer].entries()) {
    await side.getByRole('button', { name: `Calibrate version ${index + 1}` }).click();
    await side.getByRole('button', { name: 'Set scale' }).click();
    await expect(side.getByText('Draw the line on the artwork first.')).toBeVisible();
    // Drawn on the other version's panel: the same place on the page.
    await dragInPanel(page, 1 - index, ...bar);
    await side.getByLabel('Known length').fill('-4');
    await side.getByRole('button', { name: 'Set scale' }).click();
    await expect(side.getByText('Enter a length greater than 0', { exact: false })).toBeVisible();
    await expect(side.getByLabel('Known length')).toHaveValue('-4');
    await side.getByLabel('Known length').fill('100');
    await side.getByRole('button', { name: 'Set scale' }).click();
    await expect(side.getByText('Scale from your calibration', { exact: false })).toBeVisible();
  }
  await dragInPanel(page, 0, ...bar);
  const near100 = /^(99\.[5-9]\d|100\.[0-4]\d) mm$/;
  await expect(older.getByRole('status').locator('dd').first()).toHaveText(near100);
  await expect(newer.getByRole('status').locator('dd').first()).toHaveText(near100);
  await expectNoSeriousA11yViolations(page);
});
