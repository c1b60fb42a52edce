import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiOriginOf,
  contentSecurityPolicy,
  NGINX_API_ORIGIN_PLACEHOLDER,
  NGINX_HEADERS_FILE,
  nginxHeaderLines,
  nginxHeadersTemplate,
  nginxWasmWorkerHeadersTemplate,
  NGINX_WASM_WORKER_HEADERS_FILE,
  plainHeaderLines,
  WASM_WORKER_NGINX_LOCATION,
  WASM_WORKER_PATH,
  wasmWorkerContentSecurityPolicy,
} from './security-headers';

describe('security headers', () => {
  it('opens connect-src and img-src to the configured API origin only', () => {
    const policy = contentSecurityPolicy(apiOriginOf('https://api.example.com/base/'));
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(policy).toContain("img-src 'self' blob: https://api.example.com;");
    expect(policy).toContain("script-src 'self';");
  });

  it('names no other origin for the offline service', () => {
    const policy = contentSecurityPolicy(apiOriginOf(''));
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/unsafe-(eval|inline)|https?:/);
  });

  it('refuses an API base that is not http(s)', () => {
    expect(() => apiOriginOf('ftp://files.example.com')).toThrow(/http or https/);
  });

  it('prints every header as an nginx line that error pages carry too', () => {
    const lines = nginxHeaderLines(null).split('\n');
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(lines).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(lines.some((line) => line.includes("frame-ancestors 'none'"))).toBe(true);
  });
});

describe('the barcode worker policy', () => {
  it("adds 'wasm-unsafe-eval' for that worker's script only, never for the page", () => {
    expect(contentSecurityPolicy(null)).not.toContain('wasm-unsafe-eval');
    expect(wasmWorkerContentSecurityPolicy()).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; worker-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(WASM_WORKER_PATH.test('/assets/barcode-scan-worker-B1x_9-z.js')).toBe(true);
    expect(WASM_WORKER_PATH.test('/assets/cmyk-view-worker-B1x_9-z.js')).toBe(true);
    expect(WASM_WORKER_PATH.test('/assets/cmyk-jpeg-view-worker-B1x_9-z.js')).toBe(false);
    expect(WASM_WORKER_PATH.test('/assets/index-B1x9z.js')).toBe(false);
    expect(WASM_WORKER_PATH.test('/assets/barcode-scan-worker-a.js/x')).toBe(false);
    // nginx serves the same paths with that policy.
    expect(readFileSync('deploy/nginx/nginx.conf.template', 'utf8')).toContain(
      `location ~ ${WASM_WORKER_NGINX_LOCATION} {`,
    );
  });

  it('ships as deploy/nginx/security-headers-wasm-worker.conf, written by this module', () => {
    expect(readFileSync(NGINX_WASM_WORKER_HEADERS_FILE, 'utf8')).toBe(
      nginxWasmWorkerHeadersTemplate(),
    );
  });
});

describe('the shipped nginx headers', () => {
  it('are the ones this module writes, with the origin left for start.sh', () => {
    expect(readFileSync(NGINX_HEADERS_FILE, 'utf8')).toBe(nginxHeadersTemplate());
    expect(nginxHeadersTemplate()).toContain(`connect-src 'self' ${NGINX_API_ORIGIN_PLACEHOLDER};`);
  });

  it('print as Name: value lines for other static hosts', () => {
    expect(plainHeaderLines('https://api.example.com').split('\n')).toContain(
      'X-Content-Type-Options: nosniff',
    );
  });
});
