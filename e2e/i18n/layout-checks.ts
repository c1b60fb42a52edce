import type { Page } from '@playwright/test';

/** One problem the walk found on a screen, readable in a failure message. */
export type Finding = string;

/** Elements whose text must be readable whole: controls, labels, headings, table headers. */
const TEXT_HOLDERS =
  'button, label, legend, th, h1, h2, h3, h4, h5, h6, summary, a, [role="tab"], [role="menuitem"], [role="option"], [role="columnheader"], dt';

/** Elements that hold the app's own words rather than the demo world's names. */
const CHROME =
  'button, label, legend, th, summary, dt, option, [role="tab"], [role="menuitem"], [role="columnheader"]';

/**
 * Runs in the page: text holders whose text is cut off. An element clips when its content is
 * wider (or, for more than a line, taller) than its box and its overflow hides the rest. An
 * ellipsis with the whole text in a title is an accepted way to shorten; a scroll box is fine.
 */
function clippedText(selector: string): string[] {
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 60)}"`;
  const hides = (value: string) => value === 'hidden' || value === 'clip';
  const found: string[] = [];
  const candidates = new Set<Element>(document.querySelectorAll(selector));
  // Anything else that hides overflow and holds text of its own (a badge, a truncated span).
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
    if ([...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) {
      candidates.add(el);
    }
  }
  for (const el of candidates) {
    if (!(el instanceof HTMLElement) || el.closest('[aria-hidden="true"], .sr-only')) continue;
    if (el.clientWidth <= 1 || el.clientHeight <= 1 || !el.textContent.trim()) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    const titled = Boolean(el.closest('[title]')) || el.hasAttribute('aria-label');
    const wide = el.scrollWidth > el.clientWidth + 1;
    const tall = el.scrollHeight > el.clientHeight + 1;
    if (wide && hides(style.overflowX) && !(style.textOverflow === 'ellipsis' && titled)) {
      found.push(`clipped sideways: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth} px)`);
    } else if (wide && style.overflowX === 'visible' && el.matches(selector)) {
      found.push(`spills out: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth} px)`);
    } else if (tall && hides(style.overflowY) && style.webkitLineClamp === 'none' && !titled) {
      found.push(`clipped below: ${describe(el)} (${el.scrollHeight} > ${el.clientHeight} px)`);
    }
  }
  return found;
}

/** Runs in the page: whether the page itself is wider than the window. */
function sidewaysScroll(): string[] {
  const width = document.scrollingElement?.scrollWidth ?? 0;
  return width > window.innerWidth
    ? [`the page scrolls sideways (${width} > ${window.innerWidth} px)`]
    : [];
}

/**
 * Runs in the page: visible texts (and labelling attributes) with words in Latin letters but
 * none of the language's marks: in the pseudo-locale every text the app writes is accented,
 * in Hebrew it has Hebrew letters. `data` lists what the demo world itself is called (names,
 * e-mails, file names), which stays as it is in every language.
 */
function untranslated(args: { marks: string; data: string[]; chrome: string }): string[] {
  const marks = new RegExp(args.marks, 'u');
  const data = args.data.map((d) => new RegExp(d, 'iu'));
  const words = /[A-Za-z]{2,}/;
  const seen = new Set<string>();
  const check = (text: string, where: Element) => {
    const value = text.replace(/\s+/g, ' ').trim();
    if (!words.test(value) || marks.test(value) || seen.has(value)) return;
    if (data.some((d) => d.test(value))) return;
    seen.add(value);
    return `${where.tagName.toLowerCase()}: "${value.slice(0, 80)}"`;
  };
  const found: string[] = [];
  const visible = (el: Element) =>
    el instanceof HTMLElement &&
    !el.closest('[hidden], [aria-hidden="true"], script, style, svg, [lang]:not(html)') &&
    el.getClientRects().length > 0;
  // Controls and labels: where the app's own words are; headings, links and paragraphs
  // mostly show the demo world's names, which no translation changes.
  for (const el of document.body.querySelectorAll(args.chrome)) {
    if (!visible(el)) continue;
    const problem = check(el.textContent, el);
    if (problem) found.push(problem);
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (!visible(el)) continue;
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = el.getAttribute(name);
      const problem = value ? check(value, el) : undefined;
      if (problem) found.push(`${name} of ${problem}`);
    }
  }
  return found;
}

export async function layoutFindings(page: Page): Promise<Finding[]> {
  return [
    ...(await page.evaluate(sidewaysScroll)),
    ...(await page.evaluate(clippedText, TEXT_HOLDERS)),
  ];
}

export function untranslatedTexts(page: Page, marks: string, data: string[]): Promise<Finding[]> {
  return page.evaluate(untranslated, { marks, data, chrome: CHROME });
}
