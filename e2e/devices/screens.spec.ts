import type { Page } from '@playwright/test';
import { DEMO_LINK, DEMO_LINK_PASSWORD } from '../external-helpers';
import { SCREENS } from '../screen-list';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../fixtures';

const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
} as const;

/** Fails when the page itself scrolls sideways (a wide table may scroll inside its own box). */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, `${screen} scrolls sideways`).toBeLessThanOrEqual(viewport);
}

/** Opens a screen inside the running app (as its links do), so the walk pays for one start only. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function checkScreen(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, screen);
  await expectNoSeriousA11yViolations(page);
}

// English on the phone, German (longer words than English, so a harder fit) on the tablet and
// Hebrew (right to left) on the phone: each size, and each script direction, once.
const RUNS = [
  ['en', 'phone'],
  ['de', 'tablet'],
  ['he', 'phone'],
] as const;

for (const [language, size] of RUNS) {
  test.describe(`${size} in ${language}`, () => {
    test.use({ viewport: SIZES[size], locale: language });

    test('every screen fits the width and passes axe', async ({ page }) => {
      // Sixteen screens, each with axe: minutes on a busy two-core machine.
      test.setTimeout(300_000);
      await signIn(page);
      // The header's language preference (kept in the browser), taken up by one reload.
      await page.evaluate((lang) => localStorage.setItem('proofdesk.language', lang), language);
      await page.reload();
      for (const [screen, path] of SCREENS) {
        await test.step(screen, async () => {
          await visit(page, path);
          await checkScreen(page, screen);
        });
      }
      await test.step('external review', async () => {
        await page.goto(DEMO_LINK);
        await expectNoSidewaysScroll(page, 'external review password');
        await page.locator('input[type="password"]').fill(DEMO_LINK_PASSWORD);
        await page.locator('input[type="password"]').press('Enter');
        await checkScreen(page, 'external review');
      });
    });
  });
}
