import { callApi, openReview } from '../review-helpers';
import { expect, openInApp, test } from '../fixtures';
import {
  expectNothingInjected,
  LONG_TEXT,
  watchForExecution,
  XSS_PAYLOADS,
  XSS_TAGS,
  XSS_URLS,
} from './xss-corpus';

const COLD_BREW = 'prj-acme-cold-brew-label';
const COFFEE_POUCH = 'ast-acme-coffee-pouch';
const ANNA = 'usr-anna-berg';
const ALL = XSS_PAYLOADS.join(' ');

test('attack strings stored by the service render as text on every screen that shows them', async ({
  signedIn: page,
  context,
}) => {
  test.setTimeout(120_000);
  const ran = await watchForExecution(context);
  // The page's offline service answers once the app is up.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const project = await callApi<{ projectUID: string }>(page, 'POST', '/api/v1/project', {
    clientUID: 'cli-acme-packaging',
    projectName: `XSS ${ALL}`,
    customer: LONG_TEXT,
    project: XSS_PAYLOADS[1],
    design: XSS_PAYLOADS[6].slice(0, 50),
    revision: XSS_PAYLOADS[7],
    description: ALL.slice(0, 200),
    tags: [...XSS_TAGS],
    projectOwnersUIDS: [ANNA],
  });
  expect(project.status, JSON.stringify(project)).toBe(200);
  const thread = await callApi<{ annotationUID: string }>(page, 'POST', '/api/v1/annotation', {
    assetUID: COFFEE_POUCH,
    pageNumber: 0,
    text: `XSS thread ${ALL}`,
    shape: { type: 'rect', points: [0.1, 0.1, 0.3, 0.2], color: '#ff0000' },
  });
  expect(thread.status).toBe(200);
  const reply = await callApi(page, 'POST', '/api/v1/annotation', {
    assetUID: COFFEE_POUCH,
    pageNumber: 0,
    text: LONG_TEXT.slice(0, 4000),
    parentAnnotationUID: thread.result.annotationUID,
  });
  expect(reply.status).toBe(200);
  const task = await callApi(page, 'POST', '/api/v1/task/review_asset', {
    projectUID: COLD_BREW,
    userUID: ANNA,
    assetUIDs: [COFFEE_POUCH],
    comment: `XSS task ${ALL}`,
    checklistName: XSS_PAYLOADS[0],
    checklistItems: [...XSS_PAYLOADS],
  });
  expect(task.status).toBe(200);
  // Links other than http(s) are refused by the service; an odd but http(s) one is kept.
  for (const url of XSS_URLS) {
    const added = await callApi(page, 'POST', '/api/v1/refdoc/add_url', {
      projectUID: COLD_BREW,
      url,
      name: `XSS link ${XSS_PAYLOADS[1]}`,
    });
    expect(added.status, url).toBe(url.startsWith('https:') ? 200 : 400);
  }

  const screens = [
    '/',
    '/?view=list',
    `/projects/${project.result.projectUID}`,
    `/projects/${COLD_BREW}/tasks`,
    `/projects/${COLD_BREW}/refdocs`,
    '/tasks',
  ];
  // The first screen loads again, so the dashboard reads what was just stored; the others are
  // first visits, opened the way the app's links do (a load per screen costs seconds of CPU).
  await page.goto('/');
  for (const screen of screens) {
    await openInApp(page, screen);
    await expect(page.getByText(/XSS/).first()).toBeVisible();
    await expectNothingInjected(page);
  }
  await openInApp(page, `/projects/${project.result.projectUID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`XSS ${ALL}`);

  await openReview(page, COFFEE_POUCH);
  const item = page.getByRole('listitem').filter({ hasText: 'XSS thread' }).first();
  await expect(item).toContainText(XSS_PAYLOADS[0]);
  await expectNothingInjected(page);
  expect(ran).toEqual([]);
});

test('attack strings typed into the project form and the review tool are kept as typed', async ({
  signedIn: page,
  context,
}) => {
  test.setTimeout(120_000);
  const ran = await watchForExecution(context);

  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  const name = `XSS typed ${XSS_PAYLOADS[2]}`;
  await dialog.getByRole('textbox', { name: 'Project name (required)' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Product' }).fill(XSS_PAYLOADS[1]);
  const tags = dialog.getByRole('textbox', { name: 'Tags' });
  for (const tag of XSS_TAGS.slice(0, 2)) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(XSS_TAGS[1], { exact: true }).first()).toBeVisible();
  await expectNothingInjected(page);

  await openReview(page, COFFEE_POUCH);
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Energy value/ }) });
  await item.getByRole('button', { name: /Energy value/ }).click();
  const replyField = item.getByRole('textbox', { name: 'Reply to Anna Berg' });
  await replyField.fill(XSS_PAYLOADS[3]);
  await item.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    item.getByRole('list', { name: 'Replies' }).getByText(XSS_PAYLOADS[3], { exact: true }),
  ).toBeVisible();
  await expectNothingInjected(page);
  expect(ran).toEqual([]);
});
