import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { headersReader } from './preview-security-headers';

describe('preview headers from the served build', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (text: string, at: number) => {
    const file = join(dir, 'config.json');
    writeFileSync(file, text);
    utimesSync(file, at, at);
  };
  const csp = (read: () => Record<string, string>) => read()['Content-Security-Policy'];

  it("follows the build's config.json as it is edited", () => {
    dir = mkdtempSync(join(tmpdir(), 'proofdesk-preview-'));
    write('{ "apiBaseUrl": "" }', 1_000);
    const read = headersReader(dir);
    expect(csp(read)).toContain("connect-src 'self';");

    write('{ "apiBaseUrl": "http://127.0.0.1:4010" }', 2_000);
    expect(csp(read)).toContain("connect-src 'self' http://127.0.0.1:4010;");
    expect(csp(read)).toContain("img-src 'self' blob: http://127.0.0.1:4010;");
  });

  it('names no API when the file is missing or broken', () => {
    dir = mkdtempSync(join(tmpdir(), 'proofdesk-preview-'));
    const read = headersReader(dir);
    expect(csp(read)).toContain("connect-src 'self';");
    write('{ not json', 3_000);
    expect(csp(read)).toContain("connect-src 'self';");
    expect(read()['X-Frame-Options']).toBe('DENY');
  });
});
