import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '@/api/types';
import { buildNodeService } from '../../../../scripts/build-node-service';
import { buildLeafletPdf } from '@/offline/artwork/leaflet-pdf';
import { DEMO_PROJECTS } from '../demo-ids';
import { postMultipart } from '@/offline/testing/assets-kit';
import { resultOf } from '@/offline/testing/http-client';

// `npm run offline:server` runs the server built (scripts/build-node-service.ts): this starts
// that build as a user would and sends a PDF through it, so pdf.js loads from node_modules
// as the built module finds it.
let server: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  const main = await buildNodeService('scripts/offline-server.ts', 'test-offline-server');
  server = spawn(process.execPath, [main, '--port', '0'], {
    env: { ...process.env, MOCK_TIME_SCALE: '50' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = '';
    server?.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/\S+)\/api\/v1/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    server?.on('exit', (code) => reject(new Error(`the server stopped (${String(code)}): ${out}`)));
  });
}, 60_000);

afterAll(() => {
  server?.kill();
});

async function login(): Promise<string> {
  const response = await fetch(`${base}/api/v1/token/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'anna@demo.test', password: 'demo' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { token: string } }).result.token;
}

describe('the built HTTP server (npm run offline:server)', () => {
  it('signs in and turns an uploaded PDF into pages', async () => {
    const token = await login();
    const query = `ProjectUID=${DEMO_PROJECTS.acmeOatBox}&FileName=leaflet.pdf`;
    const upload = await postMultipart(base, '/api/v1/asset/upload', {
      token,
      query,
      bytes: await buildLeafletPdf(),
      contentType: 'application/pdf',
    });
    expect(upload.status, upload.text).toBe(200);
    const { assetUID } = resultOf<{ assetUID: string }>(upload);
    let asset: Asset | undefined;
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${base}/api/v1/asset?AssetUID=${assetUID}`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          asset = ((await answer.json()) as { result: Asset }).result;
          return asset.status;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBe('Processed');
    expect(asset?.pagesCount).toBeGreaterThan(1);
  }, 60_000);
});
