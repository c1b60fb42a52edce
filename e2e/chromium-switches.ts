import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * New headless Chromium is the whole browser with its windows hidden, and every browser
 * context (one per test) opens a window whose address bar preloads its suggestion popup, a
 * WebUI page (chrome://omnibox-popup.top-chrome) in a renderer of its own. Nothing in a test
 * uses it; measured, it was a third of the CPU a sign-in in a fresh context costs (6.0-7.0
 * CPU-seconds with it, 3.9-4.8 without).
 */
const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own --disable-features list. Chromium keeps only the last --disable-features
 * switch it is given, so ours has to repeat Playwright's or it would switch those back on.
 * Playwright does not export the list: it is read from its bundle, and a Playwright that
 * words it differently stops the run here rather than quietly dropping either list.
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1] ?? '';
  const names = [...list.replace(/\/\/.*$/gm, '').matchAll(/"(\w+)"/g)].map((match) => match[1]);
  if (names.length === 0) {
    throw new Error(
      "e2e/chromium-switches.ts could not find Playwright's --disable-features list in " +
        'playwright-core/lib/coreBundle.js; update the pattern for this Playwright version.',
    );
  }
  return names.filter((name): name is string => name !== undefined);
}

/** The one --disable-features switch for the test browser: Playwright's list and ours. */
export function disabledFeaturesSwitch(): string {
  const names = new Set([...playwrightDisabledFeatures(), ...UNUSED_BROWSER_FEATURES]);
  return `--disable-features=${[...names].join(',')}`;
}

/**
 * Every headless Chromium the project starts (e2e, benchmarks, guide pictures): Debian's
 * Chromium as root (no sandbox), no GPU, and no background traffic of its own.
 */
export const HEADLESS_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
