/**
 * The HTTP headers the built app must be served with: a strict Content-Security-Policy and
 * the usual hardening headers, with the API origin taken from the build's own config.json (the
 * one place the API is set). `vite preview` sends them (scripts/preview-security-headers.ts),
 * deploy/nginx/start.sh fills them into deploy/nginx/security-headers.conf (written from here),
 * and `npx tsx scripts/security-headers.ts [apiBaseUrl] [--plain]` prints them for any other
 * static host: nginx `add_header` lines, or `Name: value` lines with --plain.
 *
 * What each source is for (checked against the build, see e2e/security):
 * - scripts: only the app's own files (no inline script, no eval: pdf.js runs with
 *   isEvalSupported false);
 * - workers: the pdf.js worker and the offline service's service worker, both same-origin
 *   files;
 * - images: the app's own files, the API's file URLs (page images, thumbnails), and
 *   blob: object URLs made for previews of reference documents;
 * - connect: the app's origin (config.json, the offline service) and the configured API.
 *
 * Two files have a policy of their own (WASM_WORKER_PATH): the barcode scan worker, which runs
 * zxing-cpp as WebAssembly, and the CMYK views' worker, which inflates a TIFF's strips with
 * ours (wasm/inflate). Compiling WebAssembly needs 'wasm-unsafe-eval'; a dedicated worker is
 * governed by the policy its own script is served with, so only those workers get it, with
 * nothing else they do not need (see wasmWorkerContentSecurityPolicy). The page's policy
 * stays without it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Origin of an absolute http(s) API base URL; `''` (the offline service) gives none. */
export function apiOriginOf(apiBaseUrl: string): string | null {
  const trimmed = apiBaseUrl.trim();
  if (trimmed === '') return null;
  const url = new URL(trimmed);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`apiBaseUrl must use http or https, got "${url.protocol}".`);
  }
  return url.origin;
}

/** The API origin named by a config.json file (`{ "apiBaseUrl": "" }`), or null. */
export function apiOriginFromConfigFile(path: string): string | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const parsed = JSON.parse(text) as { apiBaseUrl?: unknown };
  return typeof parsed.apiBaseUrl === 'string' ? apiOriginOf(parsed.apiBaseUrl) : null;
}

/** The Content-Security-Policy value; `apiOrigin` is added where the API's answers are used. */
export function contentSecurityPolicy(apiOrigin: string | null): string {
  const api = apiOrigin ? [apiOrigin] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'blob:', ...api]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...api]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['child-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Workers that compile WebAssembly: the barcode scan's (zxing-cpp) and the CMYK views' (inflater). */
export const WASM_WORKERS = ['barcode-scan-worker', 'cmyk-view-worker'] as const;
/**
 * Their scripts, as Vite names them (`assets/<name>-<hash>.js`): the URLs served with
 * {@link wasmWorkerContentSecurityPolicy}.
 */
export const WASM_WORKER_PATH = new RegExp(
  `^/assets/(?:${WASM_WORKERS.join('|')})-[A-Za-z0-9_-]+\\.js$`,
);
/** The same paths as an nginx location regex (deploy/nginx/nginx.conf.template has it). */
export const WASM_WORKER_NGINX_LOCATION = `^/assets/(${WASM_WORKERS.join('|')})-[A-Za-z0-9_-]+\\.js$`;

/**
 * The WebAssembly workers' own policy: their scripts and the zxing .wasm from our origin only,
 * WebAssembly compilation ('wasm-unsafe-eval': no JavaScript eval), no other fetches, no
 * nested workers, no images, styles or frames. The page hands them the file's bytes.
 */
export function wasmWorkerContentSecurityPolicy(): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers of a WebAssembly worker's script: every header, with its own policy. */
export function wasmWorkerHeaders(apiOrigin: string | null): Record<string, string> {
  return {
    ...securityHeaders(apiOrigin),
    'Content-Security-Policy': wasmWorkerContentSecurityPolicy(),
  };
}

/** Every header the app is served with. */
export function securityHeaders(apiOrigin: string | null): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** The headers as nginx `add_header` lines (`always`, so error pages carry them too). */
export function nginxHeaderLines(apiOrigin: string | null): string {
  return Object.entries(securityHeaders(apiOrigin))
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n');
}

/** Stands for the API origin in deploy/nginx/security-headers.conf; start.sh replaces it. */
export const NGINX_API_ORIGIN_PLACEHOLDER = '@API_ORIGIN@';
export const NGINX_HEADERS_FILE = 'deploy/nginx/security-headers.conf';

/** deploy/nginx/security-headers.conf as this module writes it (a unit test keeps them equal). */
export function nginxHeadersTemplate(): string {
  return [
    '# Written by `npx tsx scripts/security-headers.ts --write-nginx`; do not edit by hand.',
    `# deploy/nginx/start.sh replaces " ${NGINX_API_ORIGIN_PLACEHOLDER}" with the API origin (or nothing).`,
    nginxHeaderLines(NGINX_API_ORIGIN_PLACEHOLDER),
    '',
  ].join('\n');
}

export const NGINX_WASM_WORKER_HEADERS_FILE = 'deploy/nginx/security-headers-wasm-worker.conf';

/** deploy/nginx/security-headers-wasm-worker.conf: the WebAssembly workers' headers (no API origin in them). */
export function nginxWasmWorkerHeadersTemplate(): string {
  return [
    '# Written by `npx tsx scripts/security-headers.ts --write-nginx`; do not edit by hand.',
    "# The WebAssembly workers' own headers (barcode scan, CMYK views): their policy adds 'wasm-unsafe-eval'.",
    Object.entries(wasmWorkerHeaders(null))
      .map(([name, value]) => `add_header ${name} "${value}" always;`)
      .join('\n'),
    '',
  ].join('\n');
}

/** The headers as `Name: value` lines (Netlify's and Cloudflare Pages' `_headers`, and others). */
export function plainHeaderLines(apiOrigin: string | null): string {
  return Object.entries(securityHeaders(apiOrigin))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  if (args.includes('--write-nginx')) {
    writeFileSync(NGINX_HEADERS_FILE, nginxHeadersTemplate());
    writeFileSync(NGINX_WASM_WORKER_HEADERS_FILE, nginxWasmWorkerHeadersTemplate());
  } else {
    const base = args.find((arg) => !arg.startsWith('--'));
    const origin =
      base === undefined ? apiOriginFromConfigFile('dist/config.json') : apiOriginOf(base);
    console.log(args.includes('--plain') ? plainHeaderLines(origin) : nginxHeaderLines(origin));
  }
}
