import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// deploy/nginx/start.sh renders its prefix, then hands over to NGINX: `true` here stops there,
// and Debian's nginx, when installed (npm test installs it), checks what was rendered.
const NGINX = '/usr/sbin/nginx';

describe('deploy/nginx/start.sh', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function render(apiBaseUrl: string) {
    dir = mkdtempSync(join(tmpdir(), 'proofdesk-start-'));
    const dist = join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
    writeFileSync(join(dist, 'external-review.html'), '<div id="root"></div>');
    const prefix = join(dir, 'prefix');
    const run = spawnSync('sh', ['deploy/nginx/start.sh'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        NGINX: 'true',
        PROOFDESK_API_BASE_URL: apiBaseUrl,
        PROOFDESK_LISTEN: '127.0.0.1:4309',
        PROOFDESK_DIST: dist,
        PROOFDESK_NGINX_PREFIX: prefix,
      },
    });
    const read = (path: string) => readFileSync(join(prefix, path), 'utf8');
    return { run, prefix, read };
  }

  it('writes config.json and the policy from the one variable', () => {
    const { run, read } = render('https://api.example.com/v1');
    expect(run.status).toBe(0);
    expect(JSON.parse(read('config.json'))).toEqual({ apiBaseUrl: 'https://api.example.com/v1' });
    const headers = read('conf/security-headers.conf');
    expect(headers).toContain("connect-src 'self' https://api.example.com;");
    expect(headers).toContain("img-src 'self' blob: https://api.example.com;");
    expect(headers).not.toContain('@API_ORIGIN@');
    expect(read('conf/nginx.conf')).toContain('listen 127.0.0.1:4309;');
    // An external review link gets its own page and a head start on the API's connection.
    const external = read('conf/external-review.conf');
    expect(external).toContain('try_files /external-review.html /index.html;');
    expect(external).toContain(
      'add_header Link "<https://api.example.com>; rel=preconnect; crossorigin" always;',
    );
  });

  it('names no other origin for the offline demo', () => {
    const { run, read } = render('');
    expect(run.status).toBe(0);
    expect(JSON.parse(read('config.json'))).toEqual({ apiBaseUrl: '' });
    expect(read('conf/security-headers.conf')).toContain("connect-src 'self';");
    expect(read('conf/external-review.conf')).toBe('');
  });

  it('refuses what is not an absolute http(s) URL, or would break out of its quotes', () => {
    for (const bad of ['javascript:alert(1)', '/api', 'https://a.example/"x', 'https://a b']) {
      const { run } = render(bad);
      expect(run.status, bad).toBe(64);
      expect(run.stderr).toContain('PROOFDESK_API_BASE_URL must be an absolute http(s) URL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(existsSync(NGINX))('renders a configuration nginx accepts', () => {
    const { run, prefix } = render('http://127.0.0.1:4010');
    expect(run.status).toBe(0);
    const check = spawnSync(
      NGINX,
      ['-t', '-q', '-p', `${prefix}/`, '-c', 'conf/nginx.conf', '-e', 'logs/error.log'],
      { encoding: 'utf8' },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
