import type { Page } from '@playwright/test';
import { filePayload, noisyPng, solidPng, threePagePdf } from './assets-files';
import { expect, expectNoSeriousA11yViolations, openInApp, test } from './fixtures';

/** Active demo projects of Anna's (decisions.md demo world). */
const KETCHUP = { uid: 'prj-acme-private-label-ketchup', name: 'Private label ketchup 500 ml' };

async function openAssets(page: Page, project: { uid: string; name: string }) {
  await openInApp(page, `/projects/${project.uid}/assets`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Assets/ })).toBeVisible();
}

async function pickFiles(page: Page, files: ReturnType<typeof filePayload>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  await (await chooser).setFiles(files);
}

const uploads = (page: Page) => page.getByRole('region', { name: 'Uploads' });
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('a PNG and a 3-page PDF upload, process, and show thumbnails and page counts', async ({
  signedIn: page,
}) => {
  await openAssets(page, KETCHUP);
  await pickFiles(page, [
    filePayload('e2e-label.png', solidPng(640, 480), 'image/png'),
    filePayload('e2e-leaflet.pdf', threePagePdf(), 'application/pdf'),
  ]);
  const panel = uploads(page);
  await expect(panel.getByText('Processed · 1 page')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('Processed · 3 pages')).toBeVisible({ timeout: 30_000 });

  const png = card(page, 'e2e-label.png');
  await expect(png.getByRole('img', { name: 'Thumbnail of e2e-label.png' })).toBeVisible();
  await expect(png.getByText('Version 1 · 1 page')).toBeVisible();
  const pdf = card(page, 'e2e-leaflet.pdf');
  await expect(pdf.getByRole('img', { name: 'Thumbnail of e2e-leaflet.pdf' })).toBeVisible();
  await expect(pdf.getByText(/Version 1 · 3 pages/)).toBeVisible();
  await expect(pdf.getByText('Processed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a bulk upload of 10 files sends one file at a time, with byte progress', async ({
  signedIn: page,
}) => {
  await openAssets(page, KETCHUP);
  // Each answer 150 ms late, as over a network: on a quiet machine the offline service otherwise
  // answered all ten uploads before the queue could be drawn once with a file "Uploading".
  expect(await setFaults(page, 'latency=150')).toBe(200);
  // Record, on every change of the queue, how many files say "Uploading" at that moment.
  await page.evaluate(() => {
    const record = window as unknown as { maxUploading: number; progressSeen: number };
    record.maxUploading = 0;
    record.progressSeen = 0;
    new MutationObserver(() => {
      const panel = [...document.querySelectorAll('section')].find(
        (section) => section.querySelector('h2')?.textContent === 'Uploads',
      );
      if (!panel) return;
      const uploading = [...panel.querySelectorAll('li p')].filter((p) =>
        p.textContent.startsWith('Uploading'),
      );
      record.maxUploading = Math.max(record.maxUploading, uploading.length);
      if (panel.querySelector('progress')) record.progressSeen += 1;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await pickFiles(
    page,
    Array.from({ length: 10 }, (_, i) =>
      filePayload(
        `bulk-${String(i + 1).padStart(2, '0')}.png`,
        noisyPng(300, 300, i + 1),
        'image/png',
      ),
    ),
  );
  const panel = uploads(page);
  // The progress bars come and go with each file (a fast machine may be done before a look):
  // the observer above records that they showed.
  await expect(panel.getByRole('status').filter({ hasText: /10 of 10 uploaded/ })).toBeVisible({
    timeout: 30_000,
  });
  const seen = await page.evaluate(() => {
    const record = window as unknown as { maxUploading: number; progressSeen: number };
    return { maxUploading: record.maxUploading, progressSeen: record.progressSeen };
  });
  expect(seen.maxUploading).toBe(1);
  expect(seen.progressSeen).toBeGreaterThan(0);
  await expect(panel.getByText('Processed · 1 page')).toHaveCount(10, { timeout: 40_000 });
  expect(await setFaults(page, '')).toBe(200);
});

/** PUT /api/v1/mock/settings `faults` from the page, with the session's own token. */
async function setFaults(page: Page, faults: string): Promise<number> {
  return page.evaluate(async (value) => {
    const raw = sessionStorage.getItem('proofdesk.session');
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const response = await fetch('/api/v1/mock/settings', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ faults: value }),
    });
    return response.status;
  }, faults);
}

// One app start for both journeys: each fresh test starts the app again (about 4 s of CPU).
test('an unsupported file ends Failed with the reason in words; a file with an existing name becomes version 2 after confirming', async ({
  signedIn: page,
}) => {
  await test.step('an unsupported file ends Failed with the reason in words', async () => {
    await openAssets(page, KETCHUP);
    await pickFiles(page, [filePayload('e2e-notes.txt', Buffer.from('not artwork'), 'text/plain')]);
    const reason =
      'Unsupported file type .txt: upload PNG, JPEG, WebP, GIF, BMP, TIFF, PSD, PSB, SVG, PDF or PDF-compatible AI.';
    await expect(uploads(page).getByText(`Uploaded, but processing failed: ${reason}`)).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    const failed = card(page, 'e2e-notes.txt');
    await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
    await expect(failed.getByText(reason)).toBeVisible();
  });

  await test.step('a file with an existing name becomes version 2 after confirming; another type is refused', async () => {
    await openAssets(page, KETCHUP);
    await pickFiles(page, [filePayload('e2e-box.png', solidPng(200, 100), 'image/png')]);
    await expect(uploads(page).getByText('Processed · 1 page')).toBeVisible({ timeout: 30_000 });
    await expect(card(page, 'e2e-box.png').getByText('Version 1 · 1 page')).toBeVisible();

    await pickFiles(page, [
      filePayload('E2E-box.png', solidPng(220, 100, [10, 90, 200]), 'image/png'),
    ]);
    const confirm = page.getByRole('dialog', { name: 'Upload as a new version?' });
    await expect(confirm).toHaveAccessibleDescription(
      'e2e-box.png already exists as version 1; upload as version 2?',
    );
    await confirm.getByRole('button', { name: 'Upload as version 2' }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, 'e2e-box.png').getByText('Version 2 · 1 page')).toBeVisible({
      timeout: 30_000,
    });

    await pickFiles(page, [filePayload('e2e-box.pdf', threePagePdf(), 'application/pdf')]);
    await expect(
      uploads(page).getByText(/Not sent: e2e-box\.pdf would be the next version of e2e-box\.png/),
    ).toBeVisible();

    await card(page, 'e2e-box.png').getByRole('button', { name: 'e2e-box.png: details' }).click();
    const details = page.getByRole('dialog', { name: 'e2e-box.png' });
    const versions = details.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('button', { name: /Version 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await versions.getByRole('button', { name: /Version 1/ }).click();
    await expect(details.getByText('Version 1 (an earlier version)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('when the service rate-limits, the queue shows the countdown and goes on by itself', async ({
  signedIn: page,
}) => {
  await openAssets(page, KETCHUP);
  const status = await page.evaluate(async () => {
    const raw = sessionStorage.getItem('proofdesk.session');
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const response = await fetch('/api/v1/mock/settings', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ rateLimits: '3/s' }),
    });
    return response.status;
  });
  expect(status).toBe(200);
  await pickFiles(
    page,
    Array.from({ length: 8 }, (_, i) =>
      filePayload(`limited-${i}.png`, solidPng(40, 40), 'image/png'),
    ),
  );
  const panel = uploads(page);
  await expect(
    panel.getByText(/The service asked to slow down\. Uploading goes on by itself in \d+ s\./),
  ).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: /8 of 8 uploaded/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(panel.getByText(/Not uploaded/)).toHaveCount(0);
});
