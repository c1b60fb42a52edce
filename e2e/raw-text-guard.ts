import type { BrowserContext } from '@playwright/test';
import { baseKey, flatten, listNamespaces, readNamespace } from '../src/lib/i18n/locale-files';

let cachedKeys: string[] | undefined;

/** Every English key, bare and with its namespace ("whyPending.waitingOn", "project:whyPending..."). */
function knownKeys(): string[] {
  if (cachedKeys) return cachedKeys;
  const keys = new Set<string>();
  for (const ns of listNamespaces('en')) {
    for (const key of flatten(readNamespace('en', ns)).flat.keys()) {
      keys.add(baseKey(key));
      keys.add(`${ns}:${baseKey(key)}`);
    }
  }
  cachedKeys = [...keys];
  return cachedKeys;
}

/**
 * Runs in every page before its scripts: reports each text node and each labelling attribute
 * whose whole text looks like a translation key, as it appears, across navigations.
 */
function watchForKeys(keys: string[]): void {
  const known = new Set(keys);
  const dotted = /^[a-z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+$/;
  const namespaced = /^[a-z][\w-]*:[a-z][\w.-]*$/;
  const camelPart = /[a-z][A-Z]/;
  const fileName = /\.(png|jpe?g|pdf|webp|gif|bmp|tiff?|psd|psb|svg|ai|eps|zip|json|txt|csv|xml)$/i;
  const looksLikeKey = (text: string) =>
    known.has(text) ||
    namespaced.test(text) ||
    (dotted.test(text) && camelPart.test(text) && !fileName.test(text));
  const report = (text: string) => {
    const value = text.trim();
    if (value.length > 2 && value.length < 120 && looksLikeKey(value)) {
      const w = window as unknown as { __proofdeskRawKey?: (t: string) => void };
      w.__proofdeskRawKey?.(value);
    }
  };
  const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
  const scan = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return report(node.textContent ?? '');
    if (!(node instanceof Element)) return;
    if (node.closest('script, style, noscript')) return;
    for (const name of attributes) {
      const value = node.getAttribute(name);
      if (value) report(value);
    }
    for (const child of node.childNodes) scan(child);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') scan(record.target);
      else if (record.type === 'attributes') scan(record.target);
      else record.addedNodes.forEach(scan);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: attributes,
  });
}

/**
 * Collects, for every page of the context, translation keys shown as text and missing-text
 * errors the app logs (development and test builds log them; production stays quiet).
 */
export async function watchForRawKeys(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.exposeBinding('__proofdeskRawKey', ({ page }, text: string) => {
    problems.push(`raw key "${text}" on ${page.url()}`);
  });
  await context.addInitScript(watchForKeys, knownKeys());
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Missing translation:')) {
      problems.push(`${message.text()} on ${message.page()?.url() ?? 'a page'}`);
    }
  });
  return problems;
}
