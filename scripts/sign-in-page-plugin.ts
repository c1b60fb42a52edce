/**
 * Vite build plugin: `sign-in.html`, the sign-in page's own copy of index.html, which
 * deploy/nginx serves for /login when it serves the app for a real API. It carries the English
 * sign-in page as markup (src/app/sign-in-shell.html, kept equal to what React renders by
 * src/app/sign-in-shell.test.tsx), so a phone paints the form once the HTML and the style sheet
 * are in, instead of after 150 KB of JavaScript. Its one blocking script (under 1 KB) decides:
 * a tab without a session, in English, on /login shows the copy and asks for the app's scripts
 * right after that first paint, so they do not share the slow link with the style sheet;
 * anything else asks for them at once. People can type into the copy; the app carries what
 * they typed, the focus and a press of "Sign in" over when it takes the page
 * (src/app/sign-in-shell.ts). No inline script or style: the policy allows only files.
 */
import { readFileSync } from 'node:fs';
import { minifySync } from 'vite';
import type { Plugin } from 'vite';
import {
  SIGN_IN_SHELL_CLASS,
  SIGN_IN_SHELL_ID,
  SIGN_IN_SHELL_SUBMIT_GLOBAL,
} from '../src/app/sign-in-shell-contract';

export const SIGN_IN_PAGE_HTML = 'sign-in.html';

/** The script tags index.html starts the app with, as index.html names them. */
export interface AppStart {
  /** Classic scripts loaded async (the route preload script). */
  scripts: string[];
  modulePreloads: string[];
  entry: string;
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ASYNC_SCRIPT = /\s*<script async src="([^"]+)"><\/script>/g;

/** index.html without its script tags, and what they were. */
export function takeAppStart(html: string): { html: string; start: AppStart } {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('sign-in-page: index.html has no entry module script');
  const start: AppStart = {
    entry,
    modulePreloads: [...html.matchAll(PRELOAD)].map((m) => m[1] ?? ''),
    scripts: [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1] ?? ''),
  };
  const rest = html.replace(ENTRY, '').replace(PRELOAD, '').replace(ASYNC_SCRIPT, '');
  return { html: rest, start };
}

/** The blocking script: plain ES5, so it runs (and fails quietly) in any browser. */
export function signInPageScript(
  base: string,
  start: AppStart,
  keys: { sessionKey: string; languageKey: string },
): string {
  return `(function (d, w, start) {
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    var i, el;
    for (i = 0; i < start.modulePreloads.length; i++) {
      el = d.createElement('link');
      el.rel = 'modulepreload';
      el.crossOrigin = '';
      el.href = start.modulePreloads[i];
      d.head.appendChild(el);
    }
    for (i = 0; i < start.scripts.length; i++) {
      el = d.createElement('script');
      el.src = start.scripts[i];
      d.head.appendChild(el);
    }
    el = d.createElement('script');
    el.type = 'module';
    el.crossOrigin = '';
    el.src = start.entry;
    d.head.appendChild(el);
  }
  var signedIn = false, language = null;
  try { signedIn = sessionStorage.getItem(${JSON.stringify(keys.sessionKey)}) !== null; } catch (e) {}
  try { language = localStorage.getItem(${JSON.stringify(keys.languageKey)}); } catch (e) {}
  var english = language === null || language === 'en';
  if (signedIn || !english || location.pathname !== ${JSON.stringify(`${base}login`)}) {
    startApp();
    return;
  }
  d.documentElement.classList.add(${JSON.stringify(SIGN_IN_SHELL_CLASS)});
  // Sent before the app is there, the form would go out as a GET with the password in the
  // address: held here, and sent by the app once it has taken the page over.
  d.addEventListener('submit', function (event) {
    var form = event.target;
    if (form && form.closest && form.closest(${JSON.stringify(`#${SIGN_IN_SHELL_ID}`)})) {
      event.preventDefault();
      w[${JSON.stringify(SIGN_IN_SHELL_SUBMIT_GLOBAL)}] = true;
    }
  }, true);
  // A hidden tab paints nothing (and runs no animation frames): start at once there.
  if (d.visibilityState === 'hidden') return startApp();
  // The task after the frame that first shows the copy; the timer in case frames stall.
  requestAnimationFrame(function () { setTimeout(startApp, 0); });
  setTimeout(startApp, 3000);
})(document, window, ${JSON.stringify(start)});
`;
}

/** The shell inside #root, hidden unless the script above marks <html>. */
export function withShell(html: string, shell: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('sign-in-page: index.html has no empty #root');
  return html.replace(
    root,
    `<div id="root"><div id="${SIGN_IN_SHELL_ID}">${shell.trim()}</div></div>`,
  );
}

export function signInPage(options: {
  shellFile: string;
  sessionKey: string;
  languageKey: string;
}): Plugin {
  let base = '/';
  return {
    name: 'sign-in-page',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      const { html, start } = takeAppStart(index.source);
      const readable = signInPageScript(base, start, options);
      const minified = minifySync('sign-in-page.js', readable, { compress: { target: 'es2015' } });
      const ref = this.emitFile({
        type: 'asset',
        name: 'sign-in-page.js',
        originalFileName: 'sign-in-page.js',
        source: minified.errors.length === 0 ? minified.code : readable,
      });
      // Before the style sheet, so it runs as soon as it is in, not after the style sheet.
      const tag = `<script src="${base}${this.getFileName(ref)}"></script>`;
      const page = withShell(html, readFileSync(options.shellFile, 'utf8')).replace(
        /(\s*)<link rel="stylesheet"/,
        `$1${tag}$1<link rel="stylesheet"`,
      );
      if (!page.includes(tag)) throw new Error('sign-in-page: index.html has no style sheet');
      this.emitFile({ type: 'asset', fileName: SIGN_IN_PAGE_HTML, source: page });
    },
  };
}
