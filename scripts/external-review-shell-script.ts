/**
 * The part of external-review.html's early script (scripts/external-review-page-plugin.ts)
 * that shows the review's first screen before the app runs: once the asset's answer is in,
 * the static copy (src/app/external-review-shell.html) gets the asset's name and version and
 * the info bar's texts (who reviews what, by when) and replaces the blank page; the app
 * renders into the hidden #root meanwhile, and the copy goes (and #root shows) in the same
 * task as the app's commit that shows the same title, so no frame shows neither or both. A
 * link with a password, a failed request, a review that is over, an asset still processing
 * or a read-only link (its notice's height is not known here) leave the copy hidden: the app
 * shows its own page as before. User text goes in through textContent only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EXTERNAL_REVIEW_ASSET_NAME_TIMING,
  EXTERNAL_REVIEW_SHELL_CLASS,
  EXTERNAL_REVIEW_SHELL_ID,
} from '../src/app/external-review-shell-contract';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'pl', 'uk', 'he'] as const;

/** The copy's texts in one language, from the app's own locale files. */
export interface ShellTexts {
  version: string;
  pageOf: string;
  subtitle: string;
  languageLabel: string;
  loading: string;
  project: string;
  reviewer: string;
  due: string;
  compare: string;
  download: string;
}

function at(file: string, path: string): string {
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`external-review-shell: no ${path} in ${file}`);
  return value;
}

/** Read at build time, so the copy says what the app will say in each of its languages. */
export function shellTexts(localesDir: string): Record<string, ShellTexts> {
  const table: Record<string, ShellTexts> = {};
  for (const language of LANGUAGES) {
    const file = (namespace: string) => join(localesDir, language, `${namespace}.json`);
    table[language] = {
      version: at(file('review'), 'workspace.version'),
      pageOf: at(file('review'), 'pages.pageOf'),
      subtitle: at(file('external'), 'header.subtitle'),
      languageLabel: at(file('common'), 'language.label'),
      loading: at(file('common'), 'status.loading'),
      project: at(file('external'), 'info.project'),
      reviewer: at(file('external'), 'info.reviewer'),
      due: at(file('external'), 'info.due'),
      compare: at(file('external'), 'info.compare'),
      download: at(file('external'), 'download.button'),
    };
  }
  return table;
}

/**
 * ES5 source defining `showShell(task, asset, reviewToken)` (true when it shows the copy) inside the early
 * script, where `d` and `externalKey` are in scope.
 */
export function shellScript(texts: Record<string, ShellTexts>): string {
  return `var shellTexts = ${JSON.stringify(texts)};
  // src/features/external-review/model/language.ts: chosen, link, task, browser, English.
  function shellLanguage(task, reviewToken) {
    var byTask = { English: 'en', German: 'de', French: 'fr', Polish: 'pl', Spanish: 'es', Hebrew: 'he', Ukrainian: 'uk' };
    function spoken(code) {
      var base = String(code || '').trim().toLowerCase().split(/[-_]/)[0];
      base = base === 'iw' ? 'he' : base === 'ua' ? 'uk' : base;
      return Object.prototype.hasOwnProperty.call(shellTexts, base) ? base : null;
    }
    try {
      var record = JSON.parse(sessionStorage.getItem(externalKey) || 'null');
      if (record && record.reviewToken === reviewToken && spoken(record.language) === record.language) return record.language;
    } catch (e) {}
    var link = spoken(new URLSearchParams(location.search).get('lang'));
    if (link) return link;
    if (task.emailLanguage && byTask[task.emailLanguage]) return byTask[task.emailLanguage];
    var browser = navigator.languages || [navigator.language];
    for (var i = 0; i < browser.length; i++) if (spoken(browser[i])) return spoken(browser[i]);
    return 'en';
  }
  function fill(template, values) {
    return template.replace(/\\{\\{\\s*(\\w+)\\s*\\}\\}/g, function (all, key) { return key in values ? String(values[key]) : all; });
  }
  // src/lib/format/date.ts's formatDate: a bare date is that day in every time zone.
  function shellDate(value, language) {
    var date = new Date(value), options = { dateStyle: 'medium' };
    if (isNaN(date.getTime())) return '';
    if (typeof value === 'string' && /^\\d{4}-\\d{2}-\\d{2}$/.test(value)) options.timeZone = 'UTC';
    try { return new Intl.DateTimeFormat(language, options).format(date); } catch (e) { return ''; }
  }
  function showShell(task, asset, reviewToken) {
    var shell = d.getElementById(${JSON.stringify(EXTERNAL_REVIEW_SHELL_ID)});
    var root = d.getElementById('root');
    if (!shell || !root || !asset || typeof asset.name !== 'string') return false;
    if (asset.status !== 'Processed' || !asset.fullSizeBitmapUrl || task.isReadOnly === true) return false;
    // The app got there first: its own page stays.
    if (settledApp(root)) return false;
    var language = shellLanguage(task, reviewToken), texts = shellTexts[language];
    function part(name) { return shell.querySelector('[data-shell="' + name + '"]'); }
    shell.lang = language;
    shell.dir = language === 'he' ? 'rtl' : 'ltr';
    part('subtitle').textContent = texts.subtitle;
    part('language-label').textContent = texts.languageLabel;
    part('status').textContent = texts.loading;
    part('title').textContent = asset.name;
    part('version').textContent = fill(texts.version, { version: asset.version });
    if (asset.pagesCount > 1) {
      part('pages').textContent = fill(texts.pageOf, { page: 1, count: asset.pagesCount });
      part('pages').hidden = false;
    }
    // The info bar's texts and actions (review-info-bar.tsx), so it wraps as the app's will;
    // the actions take their place unseen: they do nothing yet.
    part('project').textContent = fill(texts.project, { name: task.projectName });
    part('reviewer').textContent = fill(texts.reviewer, { email: task.user.email });
    if (task.dueDate) {
      part('due').textContent = fill(texts.due, { date: shellDate(task.dueDate, language) });
      part('due').hidden = false;
    }
    var compare = asset.version > 1;
    part('compare').textContent = texts.compare;
    part('compare').hidden = !compare;
    part('download').textContent = texts.download;
    part('download').hidden = task.isAllowDownloadAssets !== true;
    if (!compare) part('download').className += ' ms-auto';
    shell.hidden = false;
    d.documentElement.classList.add(${JSON.stringify(EXTERNAL_REVIEW_SHELL_CLASS)});
    var title = part('title').parentNode.textContent;
    var observer, timer = null;
    function takeOver() {
      observer.disconnect();
      clearTimeout(timer);
      d.documentElement.classList.remove(${JSON.stringify(EXTERNAL_REVIEW_SHELL_CLASS)});
      if (shell.parentNode) shell.parentNode.removeChild(shell);
    }
    function check() {
      var named = root.querySelector('[elementtiming=${JSON.stringify(EXTERNAL_REVIEW_ASSET_NAME_TIMING)}]');
      // The same title (its version badge comes with the review texts): the app shows what
      // the copy shows. A title that stays different is given a moment, then the app's.
      if (named) {
        if (named.parentNode.textContent === title) takeOver();
        else if (timer === null) timer = setTimeout(takeOver, 1500);
      } else if (settledApp(root)) takeOver();
    }
    observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    check();
    return true;
  }
  // Anything but a spinner: the app's page, the password form, a notice or an error.
  function settledApp(root) {
    if (root.querySelector('h1, h2, form, [role="alert"], [elementtiming]')) return true;
    var statuses = root.querySelectorAll('[role="status"]');
    for (var i = 0; i < statuses.length; i++) if (!statuses[i].querySelector('.animate-spin')) return true;
    return false;
  }`;
}

/** The shell around the copy, beside an empty #root, hidden until the script shows it. */
export function withExternalReviewShell(html: string, shell: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('external-review-page: index.html has no empty #root');
  return html.replace(
    root,
    `<div id="${EXTERNAL_REVIEW_SHELL_ID}" hidden class="flex h-dvh flex-col bg-slate-50 text-slate-900">${shell.trim()}</div>${root}`,
  );
}
