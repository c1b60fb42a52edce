import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';
import { setKnobs } from './reliability/service-controls';

const CRISPS = 'Sea Salt crisps 150 g bag';
const LEMON = 'Sparkling Lemon 330 ml can';
const OAT = 'Oat Crunch cereal box 500 g';

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (scope: Locator, name: string) =>
  scope
    .getByRole('listitem')
    .filter({ has: scope.page().getByRole('link', { name, exact: true }) });
const announcement = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * Presses an arrow key during a keyboard move until the board announces `text`. dnd-kit's
 * keyboard sensor starts listening for keys a timer after the pick-up is announced, so on a busy
 * machine the first press can come before it listens and is lost; a press it took is never
 * repeated (the announcement is checked first).
 */
async function moveOver(page: Page, key: string, text: string): Promise<void> {
  await expect(async () => {
    if ((await announcement(page, text).count()) === 0) await page.keyboard.press(key);
    await expect(announcement(page, text)).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 60) };
}

/** Drags with the mouse as a person does: press, move past the 6 px threshold, travel, release. */
async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  // Drag-and-drop loads after the board's first paint; its instructions mark it ready.
  await expect(from.getByRole('button', { name: /^Move “/ })).toHaveAttribute(
    'aria-describedby',
    /.+/,
  );
  const start = await center(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 3 });
  const end = await center(to);
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
}

/** The service's answer to a card's move between columns (the board shows the move at once). */
function savedMove(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/project/kanban/column') && response.status() === 200,
  );
}

test.describe('dashboard board', () => {
  // The columns, the board's axe check and the New project dialog look only; the folder drop
  // comes last. One app start for all: each fresh test starts the app again (about 4 s of CPU).
  test('shows Anna’s projects in their columns, passes axe, “New project” opens the create dialog, and a card dropped on a folder is filed there', async ({
    signedIn: page,
  }) => {
    await test.step('the projects in their columns', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(card(column(page, 'Review'), LEMON)).toBeVisible();
      await expect(card(column(page, 'Briefing'), CRISPS)).toBeVisible();
      await expect(card(column(page, 'Artwork'), OAT).getByText(/^Overdue · /)).toBeVisible();
    });

    await test.step('no serious accessibility violations, with a card’s menu open too', async () => {
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: `Actions for “${LEMON}”` }).click();
      const menu = page.getByRole('menu', { name: `Move “${LEMON}”` });
      await expect(menu).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    });

    await test.step('“New project” opens the create dialog for the client on screen', async () => {
      await page.getByRole('button', { name: 'New project', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'New project' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'New project', exact: true })).toBeFocused();
    });

    await test.step('a card dropped on a folder is filed there', async () => {
      const folders = page.getByRole('navigation', { name: 'Folders' });
      await expect(folders.getByRole('link', { name: 'Private label, 1 project' })).toBeVisible();
      // The folder count changes at once; the reload below must come after the service filed it.
      const filed = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/project/folder') && response.status() === 200,
      );
      await mouseDrag(
        page,
        card(column(page, 'Review'), LEMON),
        folders.getByRole('link', { name: /^Private label/ }),
      );
      await expect(folders.getByRole('link', { name: 'Private label, 2 projects' })).toBeVisible();
      await expect(card(column(page, 'Review'), LEMON)).toBeVisible();
      await expect(page.getByText('Updating…')).toHaveCount(0);
      await filed;
      await page.reload();
      await page
        .getByRole('navigation', { name: 'Folders' })
        .getByRole('link', { name: /^Private label/ })
        .click();
      await expect(page).toHaveURL(/folder=fld-acme-private-label/);
      await expect(card(column(page, 'Review'), LEMON)).toBeVisible();
      await expect(card(column(page, 'Artwork'), OAT)).toHaveCount(0);
    });
  });

  test('a card dragged by mouse to another column stays there after a reload', async ({
    signedIn: page,
  }) => {
    // The board moves the card at once; the reload below must come after the service saved it.
    const saved = savedMove(page);
    await mouseDrag(page, card(column(page, 'Briefing'), CRISPS), column(page, 'Artwork'));
    await expect(card(column(page, 'Artwork'), CRISPS)).toBeVisible();
    await expect(card(column(page, 'Briefing'), CRISPS)).toHaveCount(0);
    await saved;
    await page.reload();
    await expect(card(column(page, 'Artwork'), CRISPS)).toBeVisible();
    await expect(card(column(page, 'Briefing'), CRISPS)).toHaveCount(0);
  });

  test('a card moved by keyboard is announced, keeps focus and stays after a reload', async ({
    signedIn: page,
  }) => {
    const handle = page.getByRole('button', { name: `Move “${CRISPS}”` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announcement(page, `Picked up “${CRISPS}” from the column Briefing.`)).toHaveCount(
      1,
    );
    await moveOver(page, 'ArrowRight', `“${CRISPS}” is over the column Artwork.`);
    const saved = savedMove(page);
    await page.keyboard.press('Space');
    await expect(announcement(page, `“${CRISPS}” was moved to the column Artwork.`)).toHaveCount(1);
    await expect(card(column(page, 'Artwork'), CRISPS)).toBeVisible();
    await expect(page.getByRole('button', { name: `Move “${CRISPS}”` })).toBeFocused();
    await saved;
    await page.reload();
    await expect(card(column(page, 'Artwork'), CRISPS)).toBeVisible();

    await test.step('the connection drops during a move: the card goes back and says why', async () => {
      await setKnobs(page, { faults: 'drop=1' });
      await page.getByRole('button', { name: `Move “${CRISPS}”` }).focus();
      // Each key after the board has taken the last one (a key sent earlier is lost).
      await page.keyboard.press('Space');
      await expect(
        announcement(page, `Picked up “${CRISPS}” from the column Artwork.`),
      ).toHaveCount(1);
      await moveOver(page, 'ArrowLeft', `“${CRISPS}” is over the column Briefing.`);
      await page.keyboard.press('Space');
      await expect(page.getByText(/It is back where it was\./).first()).toBeVisible();
      await expect(card(column(page, 'Artwork'), CRISPS)).toBeVisible();
      await expect(card(column(page, 'Briefing'), CRISPS)).toHaveCount(0);
      await setKnobs(page, { faults: '' });
    });
  });
});

test.describe('dashboard by touch', () => {
  test.use({ hasTouch: true });

  test('a long press picks a card up and a finger drags it to another column', async ({
    signedIn: page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    const from = await center(card(column(page, 'Briefing'), CRISPS));
    const to = await center(column(page, 'Artwork'));
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', from.x, from.y);
    // The press turns into a drag on its own after the delay; no timer in the test.
    await expect(announcement(page, `Picked up “${CRISPS}” from the column Briefing.`)).toHaveCount(
      1,
    );
    for (let step = 1; step <= 10; step++) {
      await touch(
        'touchMove',
        from.x + ((to.x - from.x) * step) / 10,
        from.y + ((to.y - from.y) * step) / 10,
      );
    }
    await touch('touchEnd', to.x, to.y);
    await expect(card(column(page, 'Artwork'), CRISPS)).toBeVisible();
  });
});

test.describe('dashboard filters and list', () => {
  // One app start for both journeys: each fresh test starts the app again (about 4 s of CPU).
  test('choices made on screen go to the URL and survive a reload; filters in a URL reproduce the view, and the list view passes axe', async ({
    signedIn: page,
  }) => {
    await test.step('choices made on screen go to the URL, so a reload shows the same', async () => {
      // Filters live in the URL, so the box changes once the navigation lands.
      const archived = page.getByRole('checkbox', { name: 'Archived' });
      await archived.click();
      await expect(archived).toBeChecked();
      await page.getByRole('searchbox', { name: 'Search projects' }).fill('label');
      await expect(page).toHaveURL(/q=label/);
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await page.getByRole('button', { name: 'Name', exact: true }).click();
      await expect(page).toHaveURL(/sort=name&dir=asc/);
      const rows = page.getByRole('table').getByRole('rowheader');
      await expect(rows.first()).toHaveText('Cold Brew coffee label 250 ml');
      await expect(rows.filter({ hasText: 'Spring water' })).toHaveCount(1);
      const url = page.url();
      await page.reload();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('table').getByRole('rowheader').first()).toHaveText(
        'Cold Brew coffee label 250 ml',
      );
      await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('label');
    });

    await test.step('filters in the URL reproduce the view, and the list view passes axe', async () => {
      await openInApp(page, '/?view=list&client=cli-nordic-foods&q=carton&states=Active,OnHold');
      const table = page.getByRole('table', { name: /Projects, sorted by/ });
      await expect(table.getByRole('rowheader')).toHaveText([
        'Fish fingers 450 g carton',
        'Lingonberry juice 1 l carton',
      ]);
      await expect(page.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('carton');
      await expect(page.getByRole('combobox', { name: 'Client' })).toHaveValue('cli-nordic-foods');
      await expect(page.getByRole('checkbox', { name: 'Completed' })).not.toBeChecked();
      await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoSeriousA11yViolations(page);
    });
  });
});

test.describe('on a 1440 px screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the board uses the window’s width, cards never clip their text, and the list gives names room', async ({
    signedIn: page,
  }) => {
    const columns = page.getByRole('region', { name: /^(Briefing|Artwork|Review|Print-ready)$/ });
    await expect(columns).toHaveCount(4);
    // Each column lies wholly inside what the board shows, with no sideways scrolling needed.
    const cut = await columns.evaluateAll((els) =>
      els
        .filter((el) => {
          let clip = el.parentElement;
          while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
          const outer = (clip ?? document.documentElement).getBoundingClientRect();
          const box = el.getBoundingClientRect();
          return box.left < outer.left - 0.5 || box.right > outer.right + 0.5;
        })
        .map((el) => el.getAttribute('aria-labelledby')),
    );
    expect(cut).toEqual([]);
    await expect(card(column(page, 'Print-ready'), 'Cold Brew coffee label 250 ml')).toBeVisible();

    // Every piece of text on every card lies inside its card.
    const escaping = await page.locator('article').evaluateAll((cards) =>
      cards.flatMap((cardEl) => {
        const outer = cardEl.getBoundingClientRect();
        return [...cardEl.querySelectorAll('span, p, h3, a')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > outer.right + 0.5 || r.bottom > outer.bottom + 0.5);
          })
          .map((el) => el.textContent);
      }),
    );
    expect(escaping).toEqual([]);

    await page.getByRole('button', { name: 'List', exact: true }).click();
    const names = page.getByRole('rowheader').getByRole('link');
    await expect(names.first()).toBeVisible();
    const clipped = await names.evaluateAll((links) =>
      links
        .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
        .map((el) => el.textContent),
    );
    expect(clipped).toEqual([]);
  });
});
