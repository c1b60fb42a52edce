import type { BrowserContext, Page } from '@playwright/test';

/**
 * The offline service's own database: it plays the server, and a server keeps the sessions
 * it issued (the service has no logout call; tokens end at their expiry). Everything else in
 * the browser belongs to the app and must never hold a token.
 */
export const OFFLINE_SERVICE_DB = 'proofdesk-offline';

/** Everything the app could have persisted in this origin, as one searchable text per place. */
export interface StoredText {
  localStorage: string;
  sessionStorage: string;
  indexedDB: string;
  cacheStorage: string;
}

/** Reads localStorage, sessionStorage, every IndexedDB store (but the service's) and every cache. */
export function readStoredText(page: Page): Promise<StoredText> {
  return page.evaluate(async (serviceDb) => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .map((key) => `${key}=${storage.getItem(key) ?? ''}`)
        .join('\n');
    const databases: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name || info.name === serviceDb) continue;
      const name = info.name;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error ?? new Error(`cannot read ${store}`));
        });
        databases.push(`${name}/${store}: ${JSON.stringify(values)}`);
      }
      db.close();
    }
    const cached: string[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        cached.push(`${cacheName} ${request.url} ${(await response?.text()) ?? ''}`);
      }
    }
    return {
      localStorage: dump(localStorage),
      sessionStorage: dump(sessionStorage),
      indexedDB: databases.join('\n'),
      cacheStorage: cached.join('\n'),
    };
  }, OFFLINE_SERVICE_DB);
}

/** Every console line, URL navigated to and URL requested in the context, for searching. */
export interface Traffic {
  console: string[];
  navigations: string[];
  requestUrls: string[];
  /** Bearer tokens sent, in order, with the page URL that sent them. */
  bearers: { token: string; pageUrl: string; url: string }[];
}

export function recordTraffic(context: BrowserContext): Traffic {
  const traffic: Traffic = { console: [], navigations: [], requestUrls: [], bearers: [] };
  const watch = (page: Page) => {
    page.on('console', (message) => traffic.console.push(message.text()));
    page.on('framenavigated', (frame) => traffic.navigations.push(frame.url()));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('request', (request) => {
    traffic.requestUrls.push(request.url());
    const authorization = request.headers().authorization;
    if (!authorization?.startsWith('Bearer ')) return;
    let pageUrl = '';
    try {
      pageUrl = request.frame().url();
    } catch {
      // A service worker's own request has no frame; it carries no token of the app's.
    }
    traffic.bearers.push({
      token: authorization.slice('Bearer '.length),
      pageUrl,
      url: request.url(),
    });
  });
  return traffic;
}
