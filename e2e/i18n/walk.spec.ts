import type { Page } from '@playwright/test';
import { DEMO_LINK, DEMO_LINK_PASSWORD } from '../external-helpers';
import { SCREENS } from '../screen-list';
import { expect, signIn, test } from '../fixtures';
import { layoutFindings, untranslatedTexts } from './layout-checks';

/**
 * What the demo world calls its things (people, clients, webhook events), the same in every
 * language; the untranslated-text check looks at controls and labels only, where little
 * demo data shows (see untranslatedTexts).
 */
const DEMO_DATA = [
  '^Anna Berg',
  '@demo\\.test$',
  '^(Artwork approval|External proofing|retailerSku)$',
  'library$|^(Approved artwork|Brand assets|Dieline templates)$',
  '^(Acme Packaging|Nordic Foods)$',
  // The demo projects' names: the list view's row headers.
  '^(Jasmine green tea gift box|Oat Crunch cereal box 500 g|Cold Brew coffee label 250 ml)$',
  '^(Sparkling Lemon 330 ml can|Sea Salt crisps 150 g bag|Volt energy drink 4-pack sleeve)$',
  '^Private label ketchup 500 ml$',
  '^[a-z]+\\.[a-z]+$',
  // Asset file names (the library opens on a folder of assets, whose cards title their names).
  '^[\\w.-]+\\.(jpe?g|png|pdf|tiff?|psd|svg|ai|webp|gif|bmp)$',
  '^(https?:|/)',
];

/**
 * Found and not fixed yet, with why; the walk fails on anything else. The external review's
 * file list cuts long file names without an ellipsis or title (review components, left to
 * the phone-layout work on them).
 */
const KNOWN = [/^external review: clipped sideways: (a|span) "forest-harvest-lingonberry-nectar/];

/**
 * Opens a screen inside the running app, as its links do, so the walk pays for one start;
 * marks what is on screen first, so the checks wait for the new screen's own content.
 */
async function visit(page: Page, path: string): Promise<void> {
  // The screen already open (the dashboard after the restart) draws nothing new. The search
  // counts: the dashboard's list view (/?view=list) is another screen than its board (/).
  const here = new URL(page.url());
  if (here.pathname + here.search === path) return;
  await page.evaluate((to) => {
    for (const el of document.querySelectorAll('main *')) el.setAttribute('data-walk-old', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    () => [...document.querySelectorAll('main *')].some((el) => !el.hasAttribute('data-walk-old')),
    undefined,
    { timeout: 90_000 },
  );
}

/** The screen is drawn: its heading shows and no part of it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('main [role="status"]:has(.animate-spin)')).toHaveCount(0, {
    timeout: 90_000,
  });
}

// Accented letters (or the pseudo brackets) / Hebrew letters: the marks of a translated text.
const RUNS = [
  { language: 'en-XA', name: 'the pseudo-locale', marks: '[⟦⟧À-ɏḀ-ỿ]' },
  { language: 'he', name: 'Hebrew', marks: '[\\u0590-\\u05FF]' },
] as const;

for (const run of RUNS) {
  test(`every screen in ${run.name}: no clipped text, no sideways page, no English left`, async ({
    page,
  }) => {
    test.setTimeout(600_000); // Seventeen screens, two of them with artwork to draw.
    const findings: string[] = [];
    const check = async (screen: string) => {
      await settled(page);
      const found = [
        ...(await layoutFindings(page)),
        // Hebrew keeps some Latin words on purpose (Proofdesk, Webhooks): pseudo-locale only.
        ...(run.language === 'en-XA' ? await untranslatedTexts(page, run.marks, DEMO_DATA) : []),
      ];
      findings.push(...found.map((f) => `${screen}: ${f}`));
    };
    // Signs in in English (the helper reads English labels), then switches as the menu does.
    await signIn(page);
    await page.evaluate((lng) => localStorage.setItem('proofdesk.language', lng), run.language);
    await page.reload();
    // Navigating before the restarted app has drawn its first screen can leave it loading.
    await settled(page);
    for (const [screen, path] of SCREENS) {
      await test.step(screen, async () => {
        await visit(page, path);
        await check(screen);
      });
    }
    await test.step('external review', async () => {
      await page.goto(DEMO_LINK);
      await page.locator('input[type="password"]').fill(DEMO_LINK_PASSWORD);
      await page.locator('input[type="password"]').press('Enter');
      // The page speaks the invitation's language (German) until the reviewer picks another;
      // its menu offers the real languages only, so the pseudo-locale run checks it in German.
      const menu = page.getByRole('combobox').first();
      await expect(menu).toBeVisible({ timeout: 90_000 });
      if (run.language === 'he') await menu.selectOption('he');
      await settled(page);
      findings.push(...(await layoutFindings(page)).map((f) => `external review: ${f}`));
    });
    expect(findings.filter((f) => !KNOWN.some((known) => known.test(f)))).toEqual([]);
  });
}
