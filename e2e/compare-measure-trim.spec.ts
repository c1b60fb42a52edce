import { spotColourPdf } from '../src/features/review/inspect/fixtures/inspect-fixtures';
import { dragInPanel, openComparedVersions } from './compare-inspect-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * Trim and bleed outlines, snapping and "Keep as annotation" of the ruler in compare, on two
 * versions of a 106 x 56 mm PDF page (inspect-fixtures.ts): version 1 has a TrimBox of
 * 100 x 50 mm 3 mm inside its BleedBox, version 2 the same page without either box.
 */
const PDF = 'e2e-compare-trim.pdf';
/** A page point `mm` across and `down` share down the 106 mm page. */
const at = (mm: number, down: number): [number, number] => [mm / 106, down];

test('compare outlines each version’s trim, snaps the ruler to it and keeps it as an annotation', async ({
  signedIn: page,
}) => {
  test.slow();
  await openComparedVersions(page, PDF, 'application/pdf', [
    await spotColourPdf(),
    await spotColourPdf({ boxes: false }),
  ]);
  await page.keyboard.press('m');
  const panel = page.getByRole('region', { name: 'Ruler' });
  const older = panel.getByRole('region', { name: 'Version 1' });
  const newer = panel.getByRole('region', { name: 'Version 2' });
  await expect(older.getByText('Scale from the PDF page size.')).toBeVisible();
  await expect(newer.getByText('Scale from the PDF page size.')).toBeVisible();
  const surfaces = page.locator('[data-compare-inspect-surface]');

  await test.step('side by side: version 1 shows its trim and bleed, version 2 none', async () => {
    await expect(surfaces).toHaveCount(2);
    await expect(surfaces.nth(0).locator('[data-page-box="trim"]')).toHaveCount(1);
    await expect(surfaces.nth(0).locator('[data-page-box="bleed"]')).toHaveCount(1);
    await expect(surfaces.nth(1).locator('[data-page-box]')).toHaveCount(0);
    await panel.getByLabel('Trim box (solid)').uncheck();
    await expect(surfaces.nth(0).locator('[data-page-box="trim"]')).toHaveCount(0);
    await panel.getByLabel('Trim box (solid)').check();
    await expect(surfaces.nth(0).locator('[data-page-box="trim"]')).toHaveCount(1);
  });

  const distance = (side: typeof older) => side.getByRole('status').locator('dd').first();
  await test.step('a ruler dropped half a millimetre inside the trim reads exactly its width', async () => {
    await page.keyboard.down('Alt');
    await dragInPanel(page, 0, at(3.5, 0.25), at(102.5, 0.25));
    await page.keyboard.up('Alt');
    // Placed freely (Alt): about 99 mm, depending on where the pointer fell.
    await expect(distance(older)).toHaveText(/^9[89]\.\d\d mm$/);
    await dragInPanel(page, 0, at(3.5, 0.25), at(102.5, 0.25));
    await expect(distance(older)).toHaveText('100.00 mm');
    // Version 2 has no boxes but the same page: the same place measures the same.
    await expect(distance(newer)).toHaveText('100.00 mm');
    // Both ends show a page-box guide, on both panels.
    await expect(surfaces.nth(0).locator('[data-snapped-to="line"]')).toHaveCount(2);
    await expect(surfaces.nth(1).locator('[data-snapped-to="line"]')).toHaveCount(2);
  });

  await test.step('overlay and difference outline version 1’s boxes over both', async () => {
    for (const mode of ['Overlay', 'Difference']) {
      await page.getByRole('toolbar').getByText(mode, { exact: true }).click();
      await expect(page.getByRole('radio', { name: mode })).toBeChecked();
      await expect(surfaces).toHaveCount(1);
      await expect(surfaces.locator('[data-page-box="trim"]')).toHaveCount(1);
      await expect(surfaces.locator('[data-page-box="bleed"]')).toHaveCount(1);
    }
    await expect(distance(older)).toHaveText('100.00 mm');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('kept on version 2, the one under review, it shows in its review', async () => {
    const keepOn = panel.getByRole('group', { name: 'Keep the measurement on' });
    await expect(keepOn.getByRole('radio', { name: 'Version 2' })).toBeChecked();
    await expect(keepOn.getByRole('radio', { name: 'Version 1' })).toBeDisabled();
    // By keyboard, as every control of the panel.
    await panel.getByRole('button', { name: 'Keep as annotation on version 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      panel.getByText('Kept as an annotation on version 2', { exact: false }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the review' }).click();
    await expect(
      page.getByText('Measured: 100.00 mm (horizontal 100.00 mm, vertical 0.00 mm)'),
    ).toBeVisible({ timeout: 30_000 });
  });
});
