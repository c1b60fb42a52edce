import type { Page } from '@playwright/test';
import { filePayload, noisyPng } from './assets-files';
import { expect, openInApp, test } from './fixtures';

/** An active demo project of Anna's client Acme Packaging (decisions.md demo world). */
const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };

/**
 * Sizes chosen so that the outcome does not hang on the exact size of the demo seed: each
 * file is about 1.25 MiB, so with a 4 MiB limit two fit and the third does not, as long as
 * the seed keeps Acme's storage between about 0.3 and 1.5 MiB (it is about 0.7 MiB).
 */
const QUOTA_MB = 4;
const FILES = Array.from({ length: 4 }, (_, i) =>
  filePayload(`quota-${i + 1}.png`, noisyPng(660, 660, i + 11), 'image/png'),
);

/** PUT /api/v1/mock/settings from the page, with the session's own token. */
async function setStorageQuota(page: Page, storageQuotaMB: number | null): Promise<void> {
  const answer = await page.evaluate(async (quota) => {
    const raw = sessionStorage.getItem('proofdesk.session');
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const response = await fetch('/api/v1/mock/settings', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ storageQuotaMB: quota }),
    });
    const body = (await response.json()) as { result?: { storageQuotaMB?: unknown } };
    return { status: response.status, quota: body.result?.storageQuotaMB };
  }, storageQuotaMB);
  expect(answer).toEqual({ status: 200, quota: storageQuotaMB });
}

async function openAssets(page: Page) {
  await openInApp(page, `/projects/${KETCHUP.uid}/assets`);
  await expect(page.getByRole('heading', { level: 1, name: KETCHUP.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Assets/ })).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('over the storage limit the queue stops, says why, and shows only what was stored', async ({
  signedIn: page,
}) => {
  await openAssets(page);
  for (const file of FILES) expect(file.buffer.byteLength).toBeGreaterThan(1.2 * 1024 * 1024);
  await setStorageQuota(page, QUOTA_MB);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles(FILES);

  const panel = page.getByRole('region', { name: 'Uploads' });
  const stopped = panel.getByRole('alert').filter({ hasText: 'Uploads stopped' });
  await expect(stopped).toBeVisible({ timeout: 30_000 });
  // The service's own reason, word for word as it gave it.
  await expect(stopped).toContainText('The storage limit of the Pro plan is reached');
  await expect(stopped).toContainText('of 4 MiB');
  await expect(stopped).toContainText('Nothing was uploaded');
  await expect(panel.getByRole('status')).toHaveText('2 of 4 uploaded · 2 still to go');
  await expect(panel.getByText('Waiting its turn')).toHaveCount(2);
  await expect(panel.getByRole('progressbar')).toHaveCount(0);

  // The project shows the two stored files, and no trace of the refused ones.
  await expect(card(page, 'quota-1.png')).toBeVisible({ timeout: 30_000 });
  await expect(card(page, 'quota-2.png')).toBeVisible();
  await expect(card(page, 'quota-3.png')).toHaveCount(0);
  await expect(card(page, 'quota-4.png')).toHaveCount(0);

  // Room again (the plan default): the waiting files go on from where the queue stopped.
  await setStorageQuota(page, null);
  await stopped.getByRole('button', { name: 'Continue uploading' }).click();
  await expect(panel.getByRole('status')).toHaveText('4 of 4 uploaded', { timeout: 30_000 });
  await expect(card(page, 'quota-4.png')).toBeVisible({ timeout: 30_000 });
});
