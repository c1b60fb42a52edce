import { expect, signIn, test } from '../fixtures';
import { ASSETS } from '../review-helpers';
import { callApi } from './api';
import type { Locator } from '@playwright/test';

// The copy external-review.html paints first must give the info bar the lines the app's takes,
// or the title and the artwork move down when the app takes over. From md up the bar wraps (on a
// laptop, with a long address, it takes two lines or three); a phone keeps it to one line.
const WINDOWS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 }, wraps: true },
  { name: 'narrow', viewport: { width: 800, height: 900 }, wraps: true },
  { name: 'phone', viewport: { width: 390, height: 844 }, wraps: false },
];

interface Seen {
  tops: { copy: boolean; top: number }[];
  shifts: number[];
}

/** Each part of an info bar's first line, as text. */
function parts(row: Locator): Promise<string[]> {
  return row.evaluate((element) => Array.from(element.children, (child) => child.textContent));
}

for (const { name, viewport, wraps } of WINDOWS) {
  test(`the copy holds the info bar the app shows: nothing moves at takeover (${name})`, async ({
    page,
    browser,
  }) => {
    const email = `${name}.reviewer-with-a-long-address@packaging-and-print-partners.example`;
    await signIn(page);
    await callApi(page, 'POST', '/api/v1/task/review_asset_ext', {
      projectUID: 'prj-nordic-lingonberry-juice',
      email,
      assetUIDs: [ASSETS.jamLabel],
      dueDate: '2031-03-14T16:00:00.000Z',
      emailLanguage: 'English',
      isReadOnly: false,
      isAllowDownloadAssets: true,
    });
    const outbox = await callApi<{ to: string; links: string[] }[]>(
      page,
      'GET',
      '/api/v1/mock/outbox',
    );
    const link = outbox.find((mail) => mail.to === email)?.links[0] ?? '';

    const context = await browser.newContext({ viewport });
    const reviewer = await context.newPage();
    // From the page's start, frame by frame: where the title shows (the copy's, then the app's)
    // and the layout shifts Chrome reports. Swapping the copy for #root shows new elements,
    // which the Layout Instability API does not count as moved: the title's place does.
    await reviewer.addInitScript(() => {
      const seen = { tops: [] as { copy: boolean; top: number }[], shifts: [] as number[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          seen.shifts.push((entry as unknown as { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const sample = () => {
        const title = Array.from(document.querySelectorAll('h1')).find((h) => h.checkVisibility());
        if (title) {
          const top = Math.round(title.getBoundingClientRect().top * 10) / 10;
          const copy = title.closest('#external-review-shell') !== null;
          const last = seen.tops.at(-1);
          if (last?.top !== top || last.copy !== copy) seen.tops.push({ copy, top });
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // The app's entry is held back until the copy's info bar has been read.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await reviewer.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await reviewer.goto(link, { waitUntil: 'commit' });
    await expect(reviewer.getByRole('heading', { level: 1 })).toContainText('.png');
    const copyRow = reviewer.locator('#external-review-shell main [aria-hidden="true"] > div');
    const copied = await parts(copyRow);
    release();

    await expect(reviewer.locator('#external-review-shell')).toHaveCount(0);
    await expect(reviewer.getByRole('application', { name: /Artwork/ })).toBeVisible();
    const appRow = reviewer.getByText(`Reviewing as ${email}`).locator('..');
    // Entries are queued after the frame that moved things: let two frames pass.
    const seen = await reviewer.evaluate(
      () =>
        new Promise<Seen>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as unknown as { seen: Seen }).seen)),
          ),
        ),
    );
    const shifted = seen.shifts.reduce((sum, value) => sum + value, 0);
    // Wrapped or not, as the test means it to be: one line is under 40 px high.
    expect((await appRow.boundingBox())?.height ?? 0)[wraps ? 'toBeGreaterThan' : 'toBeLessThan'](
      40,
    );
    expect(copied).toEqual(await parts(appRow));
    // Where the copy showed the title last, the app shows it first.
    const takeover = seen.tops.findIndex((seen) => !seen.copy);
    expect(takeover).toBeGreaterThan(0);
    expect(seen.tops[takeover]?.top).toBe(seen.tops[takeover - 1]?.top);
    expect(shifted).toBeLessThan(0.001);
    await context.close();
  });
}
