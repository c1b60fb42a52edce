import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface ArtworkHook {
  demoArtworkKeys: () => Promise<string[]>;
  demoArtworkDigest: (key: string) => Promise<string>;
}

/** Generates every demo file in the page, as the offline service's seed does, and digests it. */
async function digests(page: Page): Promise<Record<string, string>> {
  await page.waitForFunction(() => 'demoArtworkDigest' in (window.__proofdeskTest ?? {}));
  return page.evaluate(async () => {
    const hook = window.__proofdeskTest as unknown as ArtworkHook;
    const out: Record<string, string> = {};
    for (const key of await hook.demoArtworkKeys()) out[key] = await hook.demoArtworkDigest(key);
    return out;
  });
}

test('the demo artwork is the same whatever the UI language and direction', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const ltr = await digests(page);
  expect(Object.keys(ltr)).toContain('jam-label');

  // As when someone chose Hebrew before the demo world was first generated.
  await page.evaluate(() => {
    document.documentElement.lang = 'he';
    document.documentElement.dir = 'rtl';
  });
  const rtl = await digests(page);
  expect(rtl).toEqual(ltr);
});
