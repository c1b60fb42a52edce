import { callApi } from '../review-helpers';
import { expect, openInApp, test } from '../fixtures';
import { expectNothingInjected, watchForExecution, XSS_PAYLOADS, XSS_URLS } from './xss-corpus';

const ACME = 'cli-acme-packaging';
const COLD_BREW = 'prj-acme-cold-brew-label';
const ANNA = 'usr-anna-berg';
/** An http(s) URL that breaks out of an attribute if pasted into HTML unescaped. */
const ODD_HTTPS = XSS_URLS[3];
/** A 1x1 PNG, so the asset is processed like any other picture. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('attack strings in webhook URLs, workflow steps, library folders and asset names render as text', async ({
  signedIn: page,
  context,
}) => {
  test.setTimeout(240_000);
  const ran = await watchForExecution(context);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Webhooks: only http(s) is accepted; an odd https URL is kept as typed.
  for (const url of XSS_URLS) {
    const hook = await callApi(page, 'POST', '/api/v1/webhook', { url, clientUID: ACME });
    expect(hook.status, url).toBe(url.startsWith('https:') ? 200 : 400);
  }

  const workflow = await callApi<{ workflowUID: string }>(page, 'POST', '/api/v1/workflow', {
    clientUID: ACME,
    name: `XSS workflow ${XSS_PAYLOADS[1]}`,
    actions: [
      {
        friendlyName: `XSS mail ${XSS_PAYLOADS[0]}`,
        triggerType: 'ManualTrigger',
        reactionType: 'SendAssetsByEmail',
        contacts: 'prepress@print-partner.example',
        emailSubject: `XSS subject ${XSS_PAYLOADS[2]}`,
        userUIDs: [ANNA],
      },
      {
        friendlyName: `XSS hook ${XSS_PAYLOADS[3]}`,
        triggerType: 'ManualTrigger',
        reactionType: 'SendDataWithWebhook',
        webhookUrl: ODD_HTTPS,
        webhookRequestType: 'POST',
        webhookContentType: 'application/json',
        isCustomPayload: true,
        webhookCustomPayload: `{"x":"${XSS_PAYLOADS[5]}"}`,
      },
    ],
  });
  expect(workflow.status, JSON.stringify(workflow)).toBe(200);

  const root = await callApi<{ folderUID: string }>(page, 'GET', '/api/v1/dal/folders');
  const folderName = `XSS folder ${XSS_PAYLOADS[1]}`;
  const created = await callApi(page, 'POST', '/api/v1/dal/folder', {
    parentFolderUID: root.result.folderUID,
    name: folderName,
  });
  expect(created.status, JSON.stringify(created)).toBe(200);

  await openInApp(page, '/webhooks');
  // Each screen's first visit loads its code: allow a slow, shared machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible({
    timeout: 30_000,
  });
  // The service stores the URL normalized (percent-encoded), as URL parsing writes it.
  await expect(page.getByRole('article', { name: new URL(ODD_HTTPS).href })).toBeVisible();
  await expectNothingInjected(page);

  await openInApp(page, `/workflows/${workflow.result.workflowUID}`);
  await expect(page.getByText(`XSS workflow ${XSS_PAYLOADS[1]}`).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`XSS mail ${XSS_PAYLOADS[0]}`).first()).toBeVisible();
  await expectNothingInjected(page);
  await openInApp(page, '/workflows');
  await expect(page.getByText(`XSS workflow ${XSS_PAYLOADS[1]}`).first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNothingInjected(page);

  await openInApp(page, '/library');
  await expect(page.getByRole('treeitem', { name: folderName, exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expectNothingInjected(page);

  // File names refuse < > " | ? * (400); what they allow still must not run or reorder.
  const refusedName = `XSS <img src=x onerror=__proofdeskXss('asset')>.png`;
  const assetName = `XSS &lt;img&gt; javascript:__proofdeskXss('asset') {{7+7}} \u202Egnp.png`;
  const upload = (name: string) =>
    page.evaluate(
      async ({ project, name, base64 }) => {
        const raw = sessionStorage.getItem('proofdesk.session');
        const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append('uploadedFile', new Blob([bytes], { type: 'image/png' }), 'upload.png');
        const query = `ProjectUID=${project}&FileName=${encodeURIComponent(name)}`;
        const response = await fetch(`/api/v1/asset/upload?${query}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        return response.status;
      },
      { project: COLD_BREW, name, base64: PNG_BASE64 },
    );
  expect(await upload(refusedName)).toBe(400);
  expect(await upload(assetName)).toBe(200);

  await openInApp(page, `/projects/${COLD_BREW}/assets`);
  await expect(page.getByText(assetName).first()).toBeVisible({ timeout: 60_000 });
  await expectNothingInjected(page);
  expect(ran).toEqual([]);
});
