import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** What every payload calls if it ever runs; the binding records the call. */
const MARK = '__proofdeskXss';

/**
 * Text that a careless renderer would turn into running code, a live link or reordered
 * text: script tags, event-handler attributes, javascript: and data: URLs, SVG, template
 * syntax and a right-to-left override. Each is a real attack string, not a lookalike.
 */
export const XSS_PAYLOADS = [
  `<script>${MARK}('script')</script>`,
  `<img src=x onerror="${MARK}('img')">`,
  `<svg onload="${MARK}('svg')"><script>${MARK}('svg-script')</script></svg>`,
  `"><a href="javascript:${MARK}('href')">open</a>`,
  `javascript:${MARK}('url')`,
  `data:text/html,<script>${MARK}('data')</script>`,
  `{{constructor.constructor('${MARK}(1)')()}}`,
  `\u202Egnp.exe \u2067rtl\u2069 override`,
] as const;

/** Tags are single words of at most 25 characters (the service's limit). */
export const XSS_TAGS = [
  '<script>x</script>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '\u202Egnp.exe',
] as const;

/** A 10,000-character string: long text must neither break a screen nor be cut silently. */
export const LONG_TEXT = 'Ünïcødé ∑ <b>bold</b> '.repeat(500).slice(0, 10_000);

/** Payloads that may be links; the service must refuse them or the app must not link them. */
export const XSS_URLS = [
  `javascript:${MARK}('link')`,
  `data:text/html,<script>${MARK}('link')</script>`,
  'vbscript:msgbox(1)',
  `https://example.com/"><img src=x onerror=${MARK}('attr')>`,
] as const;

/**
 * Records every payload that ran and every dialog that opened in the context. A dialog is
 * dismissed at once so a test never hangs on one.
 */
export async function watchForExecution(context: BrowserContext): Promise<string[]> {
  const ran: string[] = [];
  await context.exposeBinding(MARK, ({ page }, what: unknown) => {
    ran.push(`payload ${String(what)} ran on ${page.url()}`);
  });
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      ran.push(`a ${dialog.type()} dialog opened: ${dialog.message()}`);
      void dialog.dismiss();
    }),
  );
  return ran;
}

/**
 * The page holds no element a payload could have made (inline script, handler attribute,
 * frame, object) and links only to http(s) (relative links resolve to the app's own origin).
 */
export async function expectNothingInjected(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const script of document.querySelectorAll('script')) {
      if (!script.src) problems.push(`inline script: ${script.textContent.slice(0, 60)}`);
    }
    for (const element of document.querySelectorAll('body *')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) {
          problems.push(`${element.tagName} ${attribute.name}="${attribute.value.slice(0, 60)}"`);
        }
      }
    }
    for (const element of document.querySelectorAll('iframe, object, embed, foreignObject')) {
      problems.push(`a ${element.tagName} element`);
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const protocol = new URL(link.href, location.href).protocol;
      // Downloads use blob: object URLs the app itself makes, never a stored link.
      if (protocol !== 'http:' && protocol !== 'https:') {
        problems.push(`link to ${link.href.slice(0, 80)}`);
      }
    }
    return problems;
  });
  expect(found, `injected content on ${page.url()}`).toEqual([]);
}
