/**
 * Vite build plugin: the pages people open without a session (the sign-in form, an external
 * review link) get their chunks asked for by the HTML, beside the entry's, instead of once the
 * entry has run. index.html is the same file for every path, so a tiny async script decides:
 * it reads the path, whether this tab holds a session and the chosen language, and adds
 * `<link rel=modulepreload>` for that page's chunks and (in English) its texts. Signed-in
 * tabs and other pages get nothing extra. It also starts reading config.json, which every page
 * waits for. No inline script: the CSP allows only files.
 */
import { minifySync } from 'vite';
import type { Plugin } from 'vite';

/**
 * Where the script leaves its request for config.json (every page reads it before rendering),
 * so the entry finds it under way instead of asking only once it has run (src/api/config.ts).
 */
export const EARLY_CONFIG_GLOBAL = '__proofdeskConfigRequest';

/** What a page needs: its module (and the chunks it imports), and its English texts. */
export interface PreloadRoute {
  module: string;
  texts: string;
}

export interface RoutePreloadOptions {
  login: PreloadRoute;
  external: PreloadRoute;
  /** sessionStorage key of the signed-in session (src/api/session.ts). */
  sessionKey: string;
  /** localStorage key of the chosen UI language (src/lib/i18n/language-preference.ts). */
  languageKey: string;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

/** Files of the chunk whose facade module ends with `moduleSuffix`, with what it imports. */
export function chunkFiles(bundle: BundleLike, moduleSuffix: string, loaded: Set<string>) {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const root = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
  if (!root) throw new Error(`route-preload: no chunk for ${moduleSuffix}`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (loaded.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(dep);
  };
  visit(root.fileName);
  return files;
}

/** What the entry brings anyway (index.html already preloads it). */
export function entryFiles(bundle: BundleLike): Set<string> {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(dep);
  };
  chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
  return seen;
}

export interface RoutePreloadFiles {
  code: string[];
  texts: string[];
}

/** The script: plain ES5 so it runs (and fails quietly) wherever the HTML is opened. */
export function routePreloadScript(
  base: string,
  login: RoutePreloadFiles,
  external: RoutePreloadFiles,
  keys: { sessionKey: string; languageKey: string },
): string {
  return `(function (d, base, login, external) {
  try {
    var config = fetch(base + 'config.json', {
      cache: 'no-store',
      headers: { Accept: 'application/json' }
    });
    // Offline, it fails before the app takes it: handled here, so no unhandled rejection.
    config['catch'](function () {});
    window[${JSON.stringify(EARLY_CONFIG_GLOBAL)}] = config;
  } catch (e) {}
  var signedIn = false, language = null;
  try { signedIn = sessionStorage.getItem(${JSON.stringify(keys.sessionKey)}) !== null; } catch (e) {}
  try { language = localStorage.getItem(${JSON.stringify(keys.languageKey)}); } catch (e) {}
  var route = location.pathname.indexOf(base + 'external/') === 0 ? external : signedIn ? null : login;
  if (!route) return;
  var files = language === null || language === 'en' ? route.code.concat(route.texts) : route.code;
  for (var i = 0; i < files.length; i++) {
    var link = d.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = base + files[i];
    d.head.appendChild(link);
  }
})(document, ${JSON.stringify(base)}, ${JSON.stringify(login)}, ${JSON.stringify(external)});
`;
}

export function routePreload(options: RoutePreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      const loaded = entryFiles(bundle);
      const filesOf = (route: PreloadRoute): RoutePreloadFiles => ({
        code: chunkFiles(bundle, route.module, loaded),
        texts: chunkFiles(bundle, route.texts, loaded),
      });
      const readable = routePreloadScript(base, filesOf(options.login), filesOf(options.external), {
        sessionKey: options.sessionKey,
        languageKey: options.languageKey,
      });
      // Every page loads it before the entry: minified (0.1 KB gzipped less), for any browser
      // the app itself runs in (ES2015 and up).
      const minified = minifySync('route-preload.js', readable, {
        compress: { target: 'es2015' },
      });
      const source = minified.errors.length === 0 ? minified.code : readable;
      // Named in the manifest as ROUTE_PRELOAD_SCRIPT (bench/bundle-size.ts counts it in every first load).
      const ref = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        originalFileName: 'route-preload.js',
        source,
      });
      const tag = `<script async src="${base}${this.getFileName(ref)}"></script>`;
      // Before the entry's tags: it is tiny and should be asked for before their larger files.
      html.source = html.source.replace(/<\/title>/, `</title>\n    ${tag}`);
    },
  };
}
