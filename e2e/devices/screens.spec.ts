import type { Page } from '@playwright/test';
import { DEMO_LINK, DEMO_LINK_PASSWORD } from '../external-helpers';
import { SCREENS } from '../screen-list';
import { expect, expectNoSeriousA11yViolations, openInApp, signIn, test } from '../fixtures';

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

/**
 * WCAG 2.2 target size (2.5.8): controls at least 24 x 24 CSS px. Exempt, as the rule allows:
 * links inside a sentence, visually hidden controls (a skip link until focused, sr-only radios
 * whose label is the target), a checkbox inside a label of full size, and the workflow
 * picture's nodes (the outline beside it has a full-size control for each step).
 */
async function expectTargetsOf24(page: Page, screen: string): Promise<void> {
  const small = await page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
    );
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || (box.width >= 24 && box.height >= 24)) continue;
      const style = getComputedStyle(element);
      const clip = style.getPropertyValue('clip');
      if (clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      if (element.closest('.react-flow__node')) continue;
      const text = element.textContent.trim();
      const around = element.parentElement?.textContent.trim() ?? '';
      if (element.tagName === 'A' && style.display === 'inline' && around.length > text.length)
        continue;
      const label = element.matches('input') ? element.closest('label') : null;
      const labelBox = label?.getBoundingClientRect();
      if (labelBox && labelBox.width >= 24 && labelBox.height >= 24) continue;
      const name = element.getAttribute('aria-label') ?? text.slice(0, 40);
      found.push(`${element.tagName} "${name}" ${box.width.toFixed()}x${box.height.toFixed()}`);
    }
    return found;
  });
  // Soft: one run names the small controls of every screen, not only of the first.
  expect.soft(small, `${screen}: controls under 24 x 24 px`).toEqual([]);
}

async function checkScreen(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page, screen);
  await expectNoSeriousA11yViolations(page);
  // Both sizes: a tablet is held and tapped as a phone is (issue 14 asks for 24 px at 768 too).
  await expectTargetsOf24(page, screen);
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
      // Seventeen screens, each with axe: minutes on a busy two-core machine.
      test.setTimeout(300_000);
      await signIn(page);
      // The header's language preference (kept in the browser), taken up by one reload.
      await page.evaluate((lang) => localStorage.setItem('proofdesk.language', lang), language);
      await page.reload();
      for (const [screen, path] of SCREENS) {
        await test.step(screen, async () => {
          await openInApp(page, path);
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
