import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The project's own PDFs (scripts/build-pdf-fixtures.ts). */
export const fixturePdf = (name: string): Buffer =>
  readFileSync(join(import.meta.dirname, '../tests/fixtures/pdf', name));

/**
 * Uploads `bytes` as a PDF asset of `projectUID` as Anna, through the API (Anna's token never
 * lands in the tab's session), and waits until it is processed; answers its assetUID.
 */
export async function uploadPdfAsAnna(
  page: Page,
  projectUID: string,
  name: string,
  bytes: Buffer,
): Promise<string> {
  if (!page.url().startsWith('http')) {
    // Any app page starts the offline service, which answers the API calls below.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  }
  const call = (path: string, init?: { form?: boolean }) =>
    page.evaluate(
      async ({ path, project, name, base64, form }) => {
        const login = await fetch('/api/v1/token/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ userName: 'anna@demo.test', password: 'demo' }),
        });
        const { result } = (await login.json()) as { result: { token: string } };
        const headers = { Authorization: `Bearer ${result.token}` };
        if (!form)
          return ((await (await fetch(path, { headers })).json()) as { result: unknown }).result;
        const body = new FormData();
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        body.append('uploadedFile', new Blob([data], { type: 'application/pdf' }), name);
        const query = `ProjectUID=${project}&FileName=${encodeURIComponent(name)}`;
        const response = await fetch(`/api/v1/asset/upload?${query}`, {
          method: 'POST',
          headers,
          body,
        });
        return ((await response.json()) as { result: unknown }).result;
      },
      {
        path,
        project: projectUID,
        name,
        base64: bytes.toString('base64'),
        form: init?.form ?? false,
      },
    );
  const { assetUID } = (await call('', { form: true })) as { assetUID: string };
  await expect
    .poll(
      async () =>
        ((await call(`/api/v1/asset?AssetUID=${assetUID}&Version=1`)) as { status: string }).status,
      { timeout: 30_000 },
    )
    .toBe('Processed');
  return assetUID;
}

/** The colour the artwork shows at a page point given as shares (0..1), read off the canvas. */
export function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  return page.evaluate(
    ([px, py]) => {
      const api = window.__proofdeskTest?.review;
      const canvas = document.querySelector<HTMLCanvasElement>('[data-review-canvas] canvas');
      if (!api || !canvas) throw new Error('no review canvas (build with VITE_TEST_API=1)');
      const client = api.pageToClient(px, py);
      const box = canvas.getBoundingClientRect();
      const cx = Math.round((client.x - box.left) * (canvas.width / box.width));
      const cy = Math.round((client.y - box.top) * (canvas.height / box.height));
      const data = canvas.getContext('2d')?.getImageData(cx, cy, 1, 1).data;
      return [data?.[0] ?? -1, data?.[1] ?? -1, data?.[2] ?? -1] as [number, number, number];
    },
    [x, y] as const,
  );
}
