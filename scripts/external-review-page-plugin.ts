/**
 * Vite build plugin: `external-review.html`, the copy of index.html that deploy/nginx serves
 * for `/external/<token>` when it serves the app for a real API. An external reviewer opens
 * that link on a phone, and the page's first text (the asset's name) waited for the app's
 * scripts and then for three requests one after the other, two of them with a CORS preflight:
 * config.json, the link's exchange for a review session, the asset. Here a tiny script starts
 * that chain while the scripts download: config.json, then the exchange, then the asset with
 * the session's token, and leaves the requests on `window` (src/api/early-answers.ts), where
 * the app's own exchange and asset request take them instead of asking again. It also asks for
 * the page's chunks and texts, as index.html's route preload script does. The page also shows a
 * static copy of the review's first screen with the asset's name (scripts/external-review-shell-
 * script.ts), and asks for the app's scripts only once that copy has painted.
 *
 * The session token stays in the answer's body in memory; the app stores it as it always does
 * (sessionStorage). A tab that already holds the link's session, a link with a password (the
 * exchange answers 412 and the app shows the form) and the offline demo (no API base) get no
 * further early request. No inline script: the policy allows only files.
 */
import { readFileSync } from 'node:fs';
import { minifySync } from 'vite';
import type { Plugin } from 'vite';
import { EARLY_ANSWERS_GLOBAL, EARLY_ANSWERS_SETTLED_GLOBAL } from '../src/api/early-answers';
import {
  chunkFiles,
  EARLY_CONFIG_GLOBAL,
  entryFiles,
  type PreloadRoute,
  type RoutePreloadFiles,
} from './route-preload-plugin';
import { takeAppStart, type AppStart } from './sign-in-page-plugin';
import {
  shellScript,
  shellTexts,
  withExternalReviewShell,
  type ShellTexts,
} from './external-review-shell-script';

export const EXTERNAL_REVIEW_PAGE_HTML = 'external-review.html';

export interface ExternalReviewPageOptions {
  route: PreloadRoute;
  /** localStorage key of the chosen UI language (src/lib/i18n/language-preference.ts). */
  languageKey: string;
  /** sessionStorage key of the tab's external review record (its stores/external-session.ts). */
  externalKey: string;
  /** The static copy of the review's first screen (src/app/external-review-shell.html). */
  shellFile: string;
  /** src/locales: the copy's few texts in each language. */
  localesDir: string;
}

const ROUTE_PRELOAD_TAG = /<script async src="[^"]*route-preload-[\w-]+\.js"><\/script>/;

/** The script: plain ES5 so it runs (and fails quietly) wherever the HTML is opened. */
export function externalReviewScript(
  base: string,
  route: RoutePreloadFiles,
  keys: { languageKey: string; externalKey: string },
  texts: Record<string, ShellTexts>,
  /** The app's start (index.html's tags, which this script adds); null: the page has them. */
  start: AppStart | null = null,
): string {
  return `(function (w, d, base, route, externalKey, start) {
  var started = false;
  function preload(href) {
    var link = d.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    d.head.appendChild(link);
  }
  function startApp() {
    if (started) return;
    started = true;
    var language = null;
    try { language = localStorage.getItem(${JSON.stringify(keys.languageKey)}); } catch (e) {}
    var files = language === null || language === 'en' ? route.code.concat(route.texts) : route.code;
    for (var i = 0; i < files.length; i++) preload(base + files[i]);
    if (!start) return;
    for (i = 0; i < start.modulePreloads.length; i++) preload(start.modulePreloads[i]);
    var script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = start.entry;
    d.head.appendChild(script);
  }
  ${shellScript(texts)}
  // The app's files are asked for once the copy is on screen, or at once when there will be
  // none. On a slow link the chain (config, the exchange and the asset, each behind a CORS
  // preflight) is a series of round trips: with 150 KB of scripts downloading beside it, each
  // of them waited behind those bytes (Lighthouse's mobile LCP 2.4 s, 1.5 s without them).
  // The timer in case the chain hangs; a hidden tab paints nothing, so it starts at once.
  setTimeout(startApp, 3000);
  if (d.visibilityState === 'hidden') startApp();
  var copy;
  try { copy = early(); } catch (e) {}
  if (!copy) startApp();
  else copy.then(function (shown) {
    if (!shown) return startApp();
    var afterFrame = function () { setTimeout(startApp, 0); };
    if (w.requestAnimationFrame) w.requestAnimationFrame(afterFrame);
    else setTimeout(afterFrame, 0);
  }, startApp);

  /** Starts the early requests; a promise of whether the copy shows, or nothing. */
  function early() {
  var config;
  try {
    // The page's preload of it (no-cache at the server: fresh for this load), not a second request.
    config = fetch(base + 'config.json', { headers: { Accept: 'application/json' } });
    config['catch'](function () {});
    w[${JSON.stringify(EARLY_CONFIG_GLOBAL)}] = config;
  } catch (e) {
    return;
  }
  // The link's token as the router reads it from /external/:token.
  var segment = location.pathname.slice((base + 'external/').length);
  var reviewToken;
  try { reviewToken = decodeURIComponent(segment); } catch (e) { return; }
  if (location.pathname.indexOf(base + 'external/') !== 0 || !reviewToken || segment.indexOf('/') >= 0) return;
  // A tab that holds this link's live session resumes it: the app exchanges nothing.
  try {
    var record = JSON.parse(sessionStorage.getItem(externalKey) || 'null');
    var expires = record && record.reviewToken === reviewToken && record.session
      ? Date.parse(record.session.expirationDate) : null;
    if (expires !== null && !(expires <= Date.now())) return;
  } catch (e) {}
  var answers = w[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}] = [];
  // Exactly the request the app's client makes (src/api/client.ts), so it finds the answer.
  function send(method, url, body, token) {
    var headers = { Accept: 'application/json' };
    if (body !== null) headers['Content-Type'] = 'application/json';
    if (token !== null) headers.Authorization = 'Bearer ' + token;
    var init = { method: method, headers: headers };
    if (body !== null) init.body = body;
    var response = fetch(url, init);
    response['catch'](function () {});
    answers.push({ method: method, url: url, body: body, token: token, sentAt: Date.now(), response: response });
    return response;
  }
  // Read from a copy: the body itself is the app's.
  function json(response) {
    return response.ok ? response.clone().json() : null;
  }
  var settled = config.then(json).then(function (file) {
    var api = file && typeof file.apiBaseUrl === 'string' ? file.apiBaseUrl.trim().replace(/\\/+$/, '') : '';
    // The offline demo's service answers inside the page, once the app has started it.
    if (!/^https?:\\/\\//i.test(api)) return;
    return send('POST', new URL(api + '/api/v1/review/session').href, JSON.stringify({ reviewToken: reviewToken }), null)
      .then(json)
      .then(function (envelope) {
        var session = envelope && envelope.result;
        var task = session && session.task;
        if (!task || typeof session.token !== 'string' || task.status !== 'Pending') return;
        // The asset the page shows (its model/capabilities.ts, assetToShow).
        var assets = task.assetUIDs || [], decided = {}, asked = new URLSearchParams(location.search).get('asset');
        var shown = asked !== null && assets.indexOf(asked) >= 0 ? asked : null;
        for (var j = 0; j < (task.decisions || []).length; j++) decided[task.decisions[j].assetUID] = true;
        for (j = 0; shown === null && j < assets.length; j++) if (!decided[assets[j]]) shown = assets[j];
        if (shown === null) shown = assets[0];
        if (typeof shown !== 'string') return;
        var url = new URL(api + '/api/v1/asset');
        url.searchParams.append('AssetUID', shown);
        // Not returned: the app's requests wait for \`settled\`, not for the copy.
        copyShown = send('GET', url.href, null, session.token)
          .then(json)
          .then(function (answer) { return showShell(task, answer && answer.result, reviewToken); });
      });
  })['catch'](function () {});
  var copyShown = null;
  // Until then the app's requests that find no answer wait for it (src/api/early-answers.ts).
  w[${JSON.stringify(EARLY_ANSWERS_SETTLED_GLOBAL)}] = settled;
  settled.then(function () { w[${JSON.stringify(EARLY_ANSWERS_SETTLED_GLOBAL)}] = null; });
  return settled.then(function () { return copyShown || false; });
  }
})(window, document, ${JSON.stringify(base)}, ${JSON.stringify(route)}, ${JSON.stringify(keys.externalKey)}, ${JSON.stringify(start)});
`;
}

export function externalReviewPage(options: ExternalReviewPageOptions): Plugin {
  let base = '/';
  return {
    name: 'external-review-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      if (!ROUTE_PRELOAD_TAG.test(index.source)) {
        throw new Error('external-review-page: index.html has no route preload script');
      }
      const loaded = entryFiles(bundle);
      const files: RoutePreloadFiles = {
        code: chunkFiles(bundle, options.route.module, loaded),
        texts: chunkFiles(bundle, options.route.texts, loaded),
      };
      // The app's tags leave the page: the script adds them (see startApp).
      const { html, start } = takeAppStart(index.source);
      const readable = externalReviewScript(
        base,
        files,
        options,
        shellTexts(options.localesDir),
        start,
      );
      const minified = minifySync('external-review-page.js', readable, {
        compress: { target: 'es2015' },
      });
      const ref = this.emitFile({
        type: 'asset',
        name: 'external-review-page.js',
        originalFileName: 'external-review-page.js',
        source: minified.errors.length === 0 ? minified.code : readable,
      });
      // In place of the route preload script, whose work it does for this page. High priority:
      // as a low one (an async script's), Chrome held it back. config.json, the first link of
      // the page's chain, is asked for with the HTML's head, not after this script has arrived.
      const tags = `<link rel="preload" href="${base}config.json" as="fetch" crossorigin fetchpriority="high">$1<script async fetchpriority="high" src="${base}${this.getFileName(ref)}"></script>$1<link rel="stylesheet"`;
      const page = html.replace(/(\s*)<link rel="stylesheet"/, tags);
      if (page === html) throw new Error('external-review-page: index.html has no style sheet');
      this.emitFile({
        type: 'asset',
        fileName: EXTERNAL_REVIEW_PAGE_HTML,
        source: withExternalReviewShell(page, readFileSync(options.shellFile, 'utf8')),
      });
    },
  };
}
