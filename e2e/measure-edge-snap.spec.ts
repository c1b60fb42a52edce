import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { drag, openReview } from './review-helpers';

/**
 * Snapping to edges in the artwork, on the demo's CMYK press proof
 * (src/offline/artwork/cmyk-carton-proof.ts): 1200 x 720 px at 300 ppi, its rich-black title
 * block from (60, 60) to (720, 360) on cream board: 660 x 300 px, 55.88 x 25.40 mm.
 */
const page = (x: number, y: number): [number, number] => [x / 1200, y / 720];

test('the ruler and the box snap to the edges of a shape in the artwork, not with Alt', async ({
  signedIn,
}) => {
  await openReview(signedIn, 'ast-acme-granola-cmyk-proof');
  await signedIn.getByRole('button', { name: 'Ruler' }).click();
  const ruler = signedIn.getByRole('region', { name: 'Ruler' });
  await expect(ruler.getByText("Scale from the TIFF's resolution.")).toBeVisible();
  const distance = ruler.getByRole('status').locator('dd').first();

  await test.step('a ruler dropped a few pixels inside both edges measures edge to edge', async () => {
    await drag(signedIn, page(64, 338), page(716, 338));
    await expect(distance).toHaveText('55.88 mm');
    // Each end shows a guide along the artwork edge it snapped to.
    await expect(signedIn.locator('[data-snapped-to="edge"]')).toHaveCount(2);
  });

  await test.step('with Alt held the ends stay where they were dropped', async () => {
    await signedIn.keyboard.down('Alt');
    await drag(signedIn, page(64, 338), page(716, 338));
    await signedIn.keyboard.up('Alt');
    await expect(distance).toHaveText(/^55\.[0-3]\d mm$/);
    await expect(signedIn.locator('[data-snapped-to]')).toHaveCount(0);
  });

  await test.step('the box snaps its corners to the block on both axes', async () => {
    await signedIn.keyboard.press('b');
    const box = signedIn.getByRole('region', { name: 'Measure box' });
    await drag(signedIn, page(64, 64), page(716, 356));
    const readings = box.getByRole('status').locator('dd');
    await expect(readings.nth(0)).toHaveText('55.88 mm');
    await expect(readings.nth(1)).toHaveText('25.40 mm');
    await expect(signedIn.locator('[data-snapped-to="edge"]')).toHaveCount(4);
    await expectNoSeriousA11yViolations(signedIn);
  });
});
