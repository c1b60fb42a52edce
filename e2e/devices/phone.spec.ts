import type { Page } from '@playwright/test';
import { flatPalettePng } from '../../src/lib/png/flat-png';
import { inviteExternalReviewer } from '../external-helpers';
import { expect, test } from '../fixtures';
import { ASSETS, USERS, at, callApi, openReview } from '../review-helpers';

// A phone held upright, used with a finger (Chromium's touch events and mobile viewport).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// Each test walks several screens (fewer, longer tests keep the suite fast).
test.slow();

const COLD_BREW = 'Cold Brew coffee label 250 ml';
const LEMON = 'Sparkling Lemon 330 ml can';

/** One finger down at `from`, along to `to`, and up: a real touch pointer, as a phone sends. */
async function fingerDrag(page: Page, from: [number, number], to: [number, number]) {
  const cdp = await page.context().newCDPSession(page);
  const start = await at(page, ...from);
  const end = await at(page, ...to);
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await send('touchStart', start.x, start.y);
  for (let step = 1; step <= 6; step++) {
    const share = step / 6;
    await send(
      'touchMove',
      start.x + (end.x - start.x) * share,
      start.y + (end.y - start.y) * share,
    );
  }
  await send('touchEnd', end.x, end.y);
}

/** Uploads `png` as a new asset of `projectUID` through the API; answers its assetUID. */
async function uploadPng(page: Page, projectUID: string, name: string, png: Uint8Array) {
  return page.evaluate(
    async ({ projectUID, name, base64 }) => {
      const raw = sessionStorage.getItem('proofdesk.session');
      const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('uploadedFile', new Blob([bytes], { type: 'image/png' }), name);
      const query = `ProjectUID=${projectUID}&FileName=${encodeURIComponent(name)}`;
      const response = await fetch(`/api/v1/asset/upload?${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return ((await response.json()) as { result: { assetUID: string } }).result.assetUID;
    },
    { projectUID, name, base64: Buffer.from(png).toString('base64') },
  );
}

/** Types the draft's comment (the form's names in the language given) and saves it. */
async function saveDraft(page: Page, form: string, field: string, text: string) {
  const box = page.getByRole('form', { name: form }).getByRole('textbox', { name: field });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('form', { name: form })).toBeHidden();
}

test('on a phone: the menu, a project from the board, the card’s ⋯ move, and approving in the review tool', async ({
  signedIn: page,
}) => {
  // The header's navigation is folded into a menu.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My tasks' })).toBeHidden();
  await nav.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'My tasks' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await nav.getByRole('button', { name: 'Menu' }).click();

  // The filters wait in a sheet behind a button that counts the active ones.
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('checkbox', { name: 'Archived' }).check();
  await expect(page).toHaveURL(/states=Active%2COnHold%2CCompleted%2CArchived/);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: 'Filters (1 active)' }).click();
  await sheet.getByRole('checkbox', { name: 'Archived' }).uncheck();
  await sheet.getByRole('button', { name: 'Close' }).click();

  // The card's "⋯" moves it without dragging.
  await page.getByRole('button', { name: `Actions for “${LEMON}”` }).click();
  const menu = page.getByRole('menu', { name: `Move “${LEMON}”` });
  await menu.getByRole('menuitemradio', { name: 'Artwork' }).click();
  await expect(
    page.getByRole('region', { name: 'Artwork', exact: true }).getByRole('link', { name: LEMON }),
  ).toBeVisible();

  await page.getByRole('link', { name: COLD_BREW, exact: true }).click();
  // Generous waits: a screen's code arrives on first use, slowly on a busy test machine.
  await expect(page.getByRole('heading', { level: 1, name: COLD_BREW })).toBeVisible({
    timeout: 30_000,
  });

  const asset = await callApi<{ projectUID: string }>(
    page,
    'GET',
    `/api/v1/asset?AssetUID=${ASSETS.coffeePouch}`,
  );
  const task = await callApi<{ taskUID: string }>(page, 'POST', '/api/v1/task/review_asset', {
    projectUID: asset.result.projectUID,
    userUID: USERS.anna,
    assetUIDs: [ASSETS.coffeePouch],
  });
  await openReview(page, ASSETS.coffeePouch, task.result.taskUID);
  // The artwork has the whole width and most of the height: the app header steps aside, the
  // name and toolbar take two short lines, the panel is a sheet at the bottom.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const canvas = await page.locator('[data-review-canvas]').boundingBox();
  expect(canvas?.width).toBe(390);
  expect(canvas?.height).toBeGreaterThanOrEqual(0.6 * 844);
  await expect(page.getByRole('link', { name: 'Back to the project' })).toBeVisible();

  await test.step('numbered markers sized to the artwork; the comment box beside its pin; touch hints', async () => {
    const radius = () => page.evaluate(() => window.__proofdeskTest?.review?.markerRadius() ?? 0);
    const atFit = await radius();
    expect(atFit).toBeGreaterThanOrEqual(7);
    expect(atFit).toBeLessThan(9);
    const canvasEl = page.getByRole('application', { name: /Artwork/ });
    await canvasEl.press('1');
    await expect.poll(radius).toBe(14);
    await canvasEl.press('0');
    await expect.poll(radius).toBe(atFit);
    expect(
      (await page.evaluate(() => window.__proofdeskTest?.review?.drawn() ?? [])).every(
        (d) => d.label !== null,
      ),
    ).toBe(true);
    await expect(canvasEl).toHaveAccessibleDescription(/^Drag with one finger to pan/);

    await page.getByRole('button', { name: 'Pin', exact: true }).tap();
    for (const [x, y] of [
      [0.3, 0.4],
      [0.9, 0.95],
    ] as const) {
      const pin = await at(page, x, y);
      await page.touchscreen.tap(pin.x, pin.y);
      const form = page.getByRole('form', { name: 'New annotation' });
      await expect(form).toBeVisible();
      const field = form.getByRole('textbox', { name: 'Comment' });
      await expect(field).toHaveAccessibleDescription(/^Tap Save when the comment is done/);
      const box = await form.boundingBox();
      const covers =
        box !== null &&
        pin.x + atFit > box.x &&
        pin.x - atFit < box.x + box.width &&
        pin.y + atFit > box.y &&
        pin.y - atFit < box.y + box.height;
      expect(covers, `the comment box over its pin at ${x}, ${y}`).toBe(false);
      await form.getByRole('button', { name: 'Discard' }).tap();
      await expect(form).toBeHidden();
    }
    await page.getByRole('button', { name: 'Select', exact: true }).tap();
  });

  await page.getByRole('button', { name: /^Panel size: small/ }).tap();
  const approve = page.getByRole('button', { name: 'Approve', exact: true });
  // The decision comes before the threads: in view without scrolling the sheet.
  await expect(approve).toBeInViewport();
  // Finger-sized: 44 px tall at least.
  for (const name of ['Approve', 'Reject']) {
    const button = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(button?.height, name).toBeGreaterThanOrEqual(44);
  }
  await approve.tap();
  await page
    .getByRole('dialog', { name: 'Confirm your decision' })
    .getByRole('button', { name: 'Approve', exact: true })
    .tap();
  await expect(page.getByText('The task has ended: every asset is approved.')).toBeVisible();

  await test.step('a 20,000 x 20,000 px page (400 MP) opens, and is sharp at 100 % in its middle, without a crash', async () => {
    let crashed = false;
    page.on('crash', () => {
      crashed = true;
    });
    // A print-size PNG is kept as it is by the service and streamed by the viewer (never
    // decoded whole: 1.6 GB of pixels). Flat palette squares: 0.4 MB on the wire.
    const png = flatPalettePng(20_000, 20_000);
    const assetUID = await uploadPng(page, 'prj-acme-cold-brew-label', 'pallet-wrap.png', png);
    await expect
      .poll(
        async () =>
          (await callApi<{ status: string }>(page, 'GET', `/api/v1/asset?AssetUID=${assetUID}`))
            .result.status,
        { timeout: 60_000 },
      )
      .toBe('Processed');
    await openReview(page, assetUID);
    const view = () => page.evaluate(() => window.__proofdeskTest?.review?.viewport());
    expect((await view())?.page).toMatchObject({ width: 20_000, height: 20_000 });
    const canvas = page.getByRole('application', { name: /Artwork/ });
    await canvas.press('1');
    await expect.poll(async () => (await view())?.scale).toBe(1);
    const sharp = () => page.evaluate(() => window.__proofdeskTest?.review?.isSharp());
    await expect.poll(sharp, { timeout: 60_000 }).toBe(true);
    expect(crashed).toBe(false);
  });
});

test.describe('external review on a phone, in Polish', () => {
  test('opens with the password, draws a pin and a rectangle with a finger, approves with changes', async ({
    page,
  }) => {
    // The first start of the app (and its offline service) is the slow one: wait for it here.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 30_000 });
    const link = await inviteExternalReviewer(page, { language: 'pl', password: 'malina-42' });
    await page.goto(link);
    // The reviewer picks Polish in the review's own language menu.
    await page.getByLabel('Language').selectOption('pl');
    await expect(
      page.getByRole('heading', { name: 'Ta recenzja jest chroniona hasłem' }),
    ).toBeVisible();
    await page.getByLabel('Hasło').fill('malina-42');
    await page.getByRole('button', { name: 'Otwórz recenzję' }).tap();
    await page.waitForFunction(() => window.__proofdeskTest?.review?.isSharp() === true);
    // The header and the review's line are one line each: the artwork keeps most of the height.
    const canvas = await page.locator('[data-review-canvas]').boundingBox();
    expect(canvas?.height).toBeGreaterThanOrEqual(0.6 * 844);

    await page.getByRole('button', { name: 'Pinezka', exact: true }).tap();
    const pin = await at(page, 0.3, 0.4);
    await page.touchscreen.tap(pin.x, pin.y);
    await saveDraft(page, 'Nowa adnotacja', 'Komentarz', 'Brakuje znaku recyklingu.');

    await page.getByRole('button', { name: 'Prostokąt', exact: true }).tap();
    await fingerDrag(page, [0.55, 0.3], [0.75, 0.6]);
    await saveDraft(page, 'Nowa adnotacja', 'Komentarz', 'Za mały kod kreskowy.');

    await page.getByRole('button', { name: /^Rozmiar panelu/ }).tap();
    await page.getByRole('button', { name: 'Zaakceptuj z poprawkami', exact: true }).tap();
    // One tap never closes the link: the reviewer is asked, and can step back.
    const confirm = page.getByRole('dialog', { name: 'Potwierdź decyzję' });
    await expect(confirm).toContainText('ten link zostanie zamknięty');
    await confirm.getByRole('button', { name: 'Anuluj' }).tap();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Zaakceptuj z poprawkami', exact: true }).tap();
    await confirm.getByRole('button', { name: 'Zaakceptuj z poprawkami', exact: true }).tap();
    await expect(page.getByText('Projekt został zaakceptowany z poprawkami.')).toBeVisible();
  });
});
