import type { Page } from '@playwright/test';
import type { CompareTestSnapshot } from '../src/features/compare';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

const JAM_LABEL_COMPARE = '/review/ast-nordic-jam-label/compare';
/** Until both versions are loaded and compared. */
const LOADED = { timeout: 30_000 };

/** The compare view's state through the test API (test builds only). */
function snapshot(page: Page): Promise<CompareTestSnapshot> {
  return page.evaluate(() => {
    const api = (window as unknown as { __proofdeskTest?: { compare?: () => unknown } })
      .__proofdeskTest;
    if (!api?.compare) throw new Error('The compare test API is not there (VITE_TEST_API=1?)');
    return api.compare() as CompareTestSnapshot;
  });
}

async function ready(page: Page): Promise<CompareTestSnapshot> {
  await expect.poll(async () => (await snapshot(page).catch(() => null))?.status).toBe('ready');
  return snapshot(page);
}

// One app start for these journeys: each fresh test starts the app again (about 4 s of CPU).
test('side by side, overlaid and as a difference; compare is one click away from the asset details and the review tool', async ({
  signedIn: page,
}) => {
  await test.step('versions 1 and 2 of the jam label side by side, overlaid and as a difference', async () => {
    await openInApp(page, JAM_LABEL_COMPARE);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare versions' })).toBeVisible();
    await expect(page.getByLabel('Older version')).toHaveValue('1');
    await expect(page.getByLabel('Newer version')).toHaveValue('2');

    // Side by side: both versions, one shared viewport. The first look draws both demo
    // versions and compares them, which takes a while on a busy 2-core machine.
    await expect(page.getByRole('img', { name: 'Page of version 1' })).toBeVisible(LOADED);
    await expect(page.getByRole('img', { name: 'Page of version 2' })).toBeVisible();
    const first = await ready(page);
    expect(first.mode).toBe('side-by-side');
    expect(first.imageSize).toEqual({ width: 1800, height: 640 });
    await expectNoSeriousA11yViolations(page);

    // Zooming either panel zooms both (there is one viewport), and 0 fits again.
    await page.getByRole('group', { name: 'Compared pages' }).focus();
    await page.keyboard.press('+');
    await expect
      .poll(async () => (await snapshot(page)).viewport.scale)
      .toBeGreaterThan(first.viewport.scale);
    expect((await snapshot(page)).fitted).toBe(false);
    await page.keyboard.press('0');
    await expect.poll(async () => (await snapshot(page)).fitted).toBe(true);

    // Overlay: the newer version over the older one, with its opacity on a slider.
    const modes = page.getByRole('toolbar', { name: 'Compare view' });
    await modes.getByText('Overlay', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Overlay' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'Version 2 laid over version 1' })).toBeVisible();
    const slider = page.getByRole('slider', { name: 'Opacity of version 2' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('100');
    await expect.poll(async () => (await snapshot(page)).opacity).toBe(1);
    await page.keyboard.press('Home');
    await expect.poll(async () => (await snapshot(page)).opacity).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // Difference: changed pixels highlighted, their share stated.
    // By keyboard, as radio buttons go: the arrow key moves to the next mode.
    await page.getByRole('radio', { name: 'Overlay' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Difference' })).toBeChecked();
    await expect(
      page.getByRole('img', { name: 'Pixels that differ between version 1 and version 2' }),
    ).toBeVisible();
    const diff = await snapshot(page);
    expect(diff.mode).toBe('difference');
    // Version 2 changes the weight, the nutrition values and adds badges: a few per cent.
    expect(diff.changedShare).toBeGreaterThan(0.005);
    expect(diff.changedShare).toBeLessThan(0.2);
    await expect(page.getByText(/^Changed pixels: .+ of the page$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('compare is one click away from the asset details and from the review tool', async () => {
    await openInApp(page, '/projects/prj-nordic-lingonberry-juice/assets');
    const label = 'forest-harvest-lingonberry-nectar-1l-carton-wrap.png';
    await page.getByRole('button', { name: `${label}: details` }).click();
    await page
      .getByRole('dialog', { name: label })
      .getByRole('link', { name: 'Compare versions' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare versions' })).toBeVisible();
    await expect(page.getByLabel('Newer version')).toHaveValue('2');

    await page.getByRole('link', { name: 'Back to the review' }).click();
    await page.getByRole('link', { name: 'Compare with version 1' }).click();
    await expect(page).toHaveURL(/\/review\/ast-nordic-jam-label\/compare\?from=1&to=2$/);
    await expect(page.getByRole('img', { name: 'Page of version 2' })).toBeVisible();
  });
});

test('"Was it fixed?" lists the open annotations of version 1 and confirms one', async ({
  signedIn: page,
}) => {
  await openInApp(page, JAM_LABEL_COMPARE);
  const checklist = page.getByRole('region', { name: 'Was it fixed?' });
  await expect(checklist).toBeVisible(LOADED);
  const state = await ready(page);
  expect(state.requestedChanges).toHaveLength(2);
  for (const change of state.requestedChanges) {
    expect(change.changedShare).not.toBeNull();
  }
  const items = checklist.getByRole('listitem');
  await expect(items).toHaveCount(2);
  const first = items.first();
  await expect(first.getByRole('img', { name: 'Version 1, region of annotation 1' })).toBeVisible();
  await expect(first.getByRole('img', { name: 'Version 2, region of annotation 1' })).toBeVisible();
  await expect(
    first.getByRole('img', { name: 'Difference, region of annotation 1' }),
  ).toBeVisible();
  await expect(checklist.getByText('0 of 2 requested changes confirmed')).toBeVisible();

  // The box follows the service's answer (optimistically), not the click itself.
  const confirmed = first.getByRole('checkbox', { name: 'Confirmed as fixed' });
  await confirmed.click();
  await expect(confirmed).toBeChecked();
  await expect(checklist.getByText('1 of 2 requested changes confirmed')).toBeVisible();
  // Confirming completes the annotation on the service: it is still so after a reload.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Was it fixed?' })
      .getByRole('listitem')
      .first()
      .getByRole('checkbox', { name: 'Confirmed as fixed' }),
  ).toBeChecked(LOADED);
  await expect.poll(async () => (await snapshot(page)).requestedChanges[0]?.isCompleted).toBe(true);

  // "Show in the view" brings the annotation's region into the shared viewport.
  const before = (await ready(page)).viewport.scale;
  await page
    .getByRole('region', { name: 'Was it fixed?' })
    .getByRole('button', { name: 'Show in the view' })
    .first()
    .click();
  await expect.poll(async () => (await snapshot(page)).viewport.scale).toBeGreaterThan(before);
});
