import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ASSETS, at, openReview } from './review-helpers';

const viewport = (page: Page) =>
  page.evaluate(() => {
    const api = window.__proofdeskTest?.review;
    if (!api) throw new Error('no test api');
    return api.viewport();
  });

// Looking only, on two demo assets: one app start for both.
test('zoom, pan and pages: by wheel, keys, the zoom field, dragging and the page strip; the help panel lists the shortcuts', async ({
  signedIn: page,
}) => {
  await test.step('zoom by wheel toward the cursor, by keys and by the zoom field; pan by dragging', async () => {
    await openReview(page, ASSETS.coffeePouch);
    const canvas = page.getByRole('application', { name: /Artwork/ });
    const fitted = await viewport(page);

    // The page point under the cursor stays under it.
    const target = await at(page, 0.25, 0.25);
    await page.mouse.move(target.x, target.y);
    await page.mouse.wheel(0, -300);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await viewport(page)).scale).toBeGreaterThan(fitted.scale * 1.5);
    const after = await page.evaluate(
      ([x, y]) => window.__proofdeskTest?.review?.clientToPage(x, y),
      [target.x, target.y] as const,
    );
    expect(after?.x).toBeCloseTo(0.25, 2);
    expect(after?.y).toBeCloseTo(0.25, 2);

    await canvas.focus();
    await page.keyboard.press('0');
    await expect.poll(async () => (await viewport(page)).scale).toBeCloseTo(fitted.scale, 5);
    await page.keyboard.press('1');
    await expect(page.getByRole('textbox', { name: 'Zoom level in percent' })).toHaveValue('100');
    await page.keyboard.press('+');
    await expect(page.getByRole('textbox', { name: 'Zoom level in percent' })).toHaveValue('125');

    const zoomField = page.getByRole('textbox', { name: 'Zoom level in percent' });
    await zoomField.fill('5000');
    await zoomField.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Enter a zoom level from 2 to 800 %.' }),
    ).toBeVisible();
    await zoomField.fill('200');
    await zoomField.press('Enter');
    await expect.poll(async () => (await viewport(page)).scale).toBe(2);

    // Dragging with the select tool pans; so does the hand tool.
    const before = await viewport(page);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.move(box.x + 400, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 300, box.y + 250, { steps: 5 });
    await page.mouse.up();
    const panned = await viewport(page);
    expect(panned.x - before.x).toBeCloseTo(-100, 0);
    expect(panned.y - before.y).toBeCloseTo(-50, 0);
    await expect
      .poll(() => page.evaluate(() => window.__proofdeskTest?.review?.isSharp()))
      .toBe(true);

    // Space held pans whatever the tool; nothing is drawn.
    await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
    await canvas.focus();
    const held = await viewport(page);
    await page.keyboard.down(' ');
    await page.mouse.move(box.x + 300, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 360, box.y + 300, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.up(' ');
    expect((await viewport(page)).x - held.x).toBeCloseTo(60, 0);
    expect(await page.evaluate(() => window.__proofdeskTest?.review?.draft())).toBeNull();
  });

  await test.step('pages by strip and keyboard; the help panel lists the shortcuts', async () => {
    await openReview(page, ASSETS.jamLeaflet);
    const strip = page.getByRole('navigation', { name: 'Pages' });
    // Fit to width: the page's width spans the canvas inside its 24 px padding. The leaflet's
    // pages are portrait, so fitted to the screen they are narrower than that.
    const widthShare = async () => {
      const v = await viewport(page);
      return v.page ? (v.page.width * v.scale) / (v.canvas.width - 48) : 0;
    };
    await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
    expect(await widthShare()).toBeLessThan(0.9);
    await page.getByRole('button', { name: 'Fit to width' }).click();
    await expect.poll(widthShare).toBeCloseTo(1, 3);
    await page.getByRole('application', { name: /Artwork/ }).focus();
    await page.keyboard.press('0');
    await expect.poll(widthShare).toBeLessThan(0.9);
    await page.keyboard.press('w');
    await expect.poll(widthShare).toBeCloseTo(1, 3);
    await expect(strip.getByRole('button', { name: /Page 1/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await strip.getByRole('button', { name: /Page 3/ }).click();
    await expect(page.getByText('Page 3 of 4')).toBeVisible();
    await page.getByRole('application', { name: /Artwork/ }).focus();
    await page.keyboard.press('PageDown');
    await expect(page.getByText('Page 4 of 4')).toBeVisible();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await expect(page.getByText('Page 2 of 4')).toBeVisible();
    await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
    // Pages opened after the choice follow it.
    await expect.poll(widthShare).toBeCloseTo(1, 3);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    await expect(help.getByText('Rectangle')).toBeVisible();
    await expect(help.getByText('Next page')).toBeVisible();
    await expect(help.getByText('Fit to width')).toBeVisible();
    await help.getByRole('button', { name: 'Close' }).click();
    await expect(help).toBeHidden();

    await page.getByRole('application', { name: /Artwork/ }).focus();
    await page.keyboard.press('r');
    await expect(page.getByRole('button', { name: 'Rectangle', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('vector mode renders a PDF page from the original, sharp at 800 %', async ({
  signedIn: page,
}) => {
  await openReview(page, ASSETS.jamLeaflet);
  const toggle = page.getByRole('button', { name: /Sharp PDF text/ });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => page.evaluate(() => window.__proofdeskTest?.review?.source()))
    .toBe('vector');
  const zoom = page.getByRole('textbox', { name: 'Zoom level in percent' });
  await zoom.fill('800');
  await zoom.press('Enter');
  await expect.poll(async () => (await viewport(page)).scale).toBe(8);
  await expect
    .poll(() => page.evaluate(() => window.__proofdeskTest?.review?.isSharp()))
    .toBe(true);

  await page.getByRole('application', { name: /Artwork/ }).press('Shift+V');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(() => page.evaluate(() => window.__proofdeskTest?.review?.source()))
    .toBe('bitmap');
});
