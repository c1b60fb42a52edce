/**
 * Vite build plugin: `external-review.html`, the copy of index.html that deploy/nginx serves
 * for `/external/<token>` when it serves the app for a real API. An external reviewer opens
 * that link on a phone, and the page's first text (the asset's name) waited for the app's
 * scripts and then for three requests one after the other, two of them with a CORS preflight:
 * config.json, the link's exchange for a review session, the asset. Here a tiny script starts
 * that chain while the scripts download: config.json, then the exchange, then the asset with
 * the session's token, and leaves the requests on `window` (src/api/early-answers.ts), where
 * the app's own exchange and asset request take them instead of asking again. It also asks for
 * the page's chunks and texts, as index.html's route preload script does.
 *
 * The session token stays in the answer's body in memory; the app stores it as it always does
 * (sessionStorage). A tab that already holds the link's session, a link with a password (the
 * exchange answers 412 and the app shows the form) and the offline demo (no API base) get no
 * further early request. No inline script: the policy allows only files.
 */
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

export const EXTERNAL_REVIEW_PAGE_HTML = 'external-review.html';

export interface ExternalReviewPageOptions {
  route: PreloadRoute;
  /** localStorage key of the chosen UI language (src/lib/i18n/language-preference.ts). */
  languageKey: string;
  /** sessionStorage key of the tab's external review record (its stores/external-session.ts). */
  externalKey: string;
}

const ROUTE_PRELOAD_TAG = /<script async src="[^"]*route-preload-[\w-]+\.js"><\/script>/;

/** The script: plain ES5 so it runs (and fails quietly) wherever the HTML is opened. */
export function externalReviewScript(
  base: string,
  route: RoutePreloadFiles,
  keys: { languageKey: string; externalKey: string },
): string {
  return `(function (w, d, base, route) {
  var config;
  try {
    config = fetch(base + 'config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    config['catch'](function () {});
    w[${JSON.stringify(EARLY_CONFIG_GLOBAL)}] = config;
  } catch (e) {
    return;
  }
  var language = null;
  try { language = localStorage.getItem(${JSON.stringify(keys.languageKey)}); } catch (e) {}
  var files = language === null || language === 'en' ? route.code.concat(route.texts) : route.code;
  for (var i = 0; i < files.length; i++) {
    var link = d.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = base + files[i];
    d.head.appendChild(link);
  }
  // The link's token as the router reads it from /external/:token.
  var segment = location.pathname.slice((base + 'external/').length);
  var reviewToken;
  try { reviewToken = decodeURIComponent(segment); } catch (e) { return; }
  if (location.pathname.indexOf(base + 'external/') !== 0 || !reviewToken || segment.indexOf('/') >= 0) return;
  // A tab that holds this link's live session resumes it: the app exchanges nothing.
  try {
    var record = JSON.parse(sessionStorage.getItem(${JSON.stringify(keys.externalKey)}) || 'null');
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
        send('GET', url.href, null, session.token);
      });
  })['catch'](function () {});
  // Until then the app's requests that find no answer wait for it (src/api/early-answers.ts).
  w[${JSON.stringify(EARLY_ANSWERS_SETTLED_GLOBAL)}] = settled;
  settled.then(function () { w[${JSON.stringify(EARLY_ANSWERS_SETTLED_GLOBAL)}] = null; });
})(window, document, ${JSON.stringify(base)}, ${JSON.stringify(route)});
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
      const readable = externalReviewScript(base, files, options);
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
      // as a low one (an async script's), Chrome held it back behind the app's scripts, and the
      // requests it starts with it.
      const tag = `<script async fetchpriority="high" src="${base}${this.getFileName(ref)}"></script>`;
      this.emitFile({
        type: 'asset',
        fileName: EXTERNAL_REVIEW_PAGE_HTML,
        source: index.source.replace(ROUTE_PRELOAD_TAG, tag),
      });
    },
  };
}
