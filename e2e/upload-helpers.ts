import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { callApi } from './review-helpers';

/**
 * Uploads a file through `POST /api/v1/asset/upload` from the page, with the session's own
 * token; the same name again makes the asset's next version. Resolves with its assetUID.
 */
export async function uploadFromPage(
  page: Page,
  file: { project: string; name: string; bytes: Uint8Array; type: string },
): Promise<string> {
  return page.evaluate(
    async ({ project, name, base64, type }) => {
      const raw = sessionStorage.getItem('proofdesk.session');
      const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
      const form = new FormData();
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      form.append('uploadedFile', new Blob([data], { type }), name);
      const query = `ProjectUID=${project}&FileName=${encodeURIComponent(name)}`;
      const response = await fetch(`/api/v1/asset/upload?${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return ((await response.json()) as { result: { assetUID: string } }).result.assetUID;
    },
    {
      project: file.project,
      name: file.name,
      base64: Buffer.from(file.bytes).toString('base64'),
      type: file.type,
    },
  );
}

/** Waits until a version is Processed (uploading and drawing big files on a busy machine). */
export async function versionProcessed(
  page: Page,
  assetUID: string,
  version: number,
): Promise<void> {
  const path = `/api/v1/asset?AssetUID=${assetUID}&Version=${String(version)}`;
  await expect
    .poll(async () => (await callApi<{ status: string }>(page, 'GET', path)).result.status, {
      timeout: 30_000,
    })
    .toBe('Processed');
}
