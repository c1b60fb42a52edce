// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import type { ClientDirectory } from '@/api/types';
import { buildWorkflowCall } from '@/domain/workflows/webhook-request';
import type { TestService } from '@/offline/platform/adapters/node';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { webhookValues } from '@/offline/workflows/webhook-values';
import { signInAs, startService, stopService } from '@/testing/service-kit';
import type { DraftAction } from '../../model/builder-types';
import { SCOPE, renderInspector, testQueryClient } from '../test-kit';
import { previewValues } from './preview-values';

let backend: TestService;
let client: ClientDirectory;

beforeAll(async () => {
  backend = await startService();
  await signInAs(backend);
  const directory = await api.get('/api/v1/users');
  const acme = directory.find((entry) => entry.clientUID === DEMO_CLIENTS.acme);
  if (!acme) throw new Error('No Acme client');
  client = acme;
  // The Acme project with the most assets, so the asset fields carry values.
  const assets = backend.service.context.db.rows('assets');
  const count = (uid: string) => assets.filter((row) => row.projectUID === uid).length;
  PROJECT =
    Object.values(DEMO_PROJECTS)
      .filter((uid) => uid.startsWith('prj-acme'))
      .sort((a, b) => count(b) - count(a))[0] ?? '';
});
afterAll(() => stopService(backend));

let PROJECT = '';

/** What the offline engine would send for the project now, by its own value function. */
function engineRequest(action: DraftAction) {
  const row = backend.service.context.db.get('projects', PROJECT);
  if (!row) throw new Error('No demo project');
  return buildWorkflowCall(action, webhookValues(backend.service.context, row, backend.baseUrl));
}

async function renderPreview(action: DraftAction) {
  const view = renderInspector(action, {
    queryClient: testQueryClient(),
    scope: { ...SCOPE, client },
  });
  const select = await screen.findByRole(
    'combobox',
    { name: 'Preview with project' },
    { timeout: 5000 },
  );
  await view.user.selectOptions(select, PROJECT);
  return { ...view, preview: screen.getByRole('region', { name: 'Preview of the request' }) };
}

describe('webhook preview', () => {
  it('shows the body the engine would send for the chosen project', async () => {
    const action: DraftAction = {
      uid: 'h1',
      triggerType: 'ManualTrigger',
      reactionType: 'SendDataWithWebhook',
      webhookRequestType: 'POST',
      webhookUrl: 'https://erp.example/in',
      webhookHeaders: [{ name: 'X-Token', value: 'abc' }],
      webhookFields: [
        'projectUID',
        'projectName',
        'projectTags',
        'projectOwnersNames',
        'projectAssetsURLs',
        'projectAssetsReviewStatus',
        'projectTemplateName',
      ],
    };
    const { preview } = await renderPreview(action);
    const body = await within(preview).findByRole(
      'region',
      { name: 'Request body' },
      { timeout: 5000 },
    );
    const expected = engineRequest(action);
    expect(body.textContent).toBe(expected.body);
    expect(JSON.parse(expected.body ?? '') as Record<string, unknown>).toMatchObject({
      projectUID: PROJECT,
      projectAssetsURLs: expect.arrayContaining([expect.any(String)]) as unknown,
    });
    expect(within(preview).getByText('POST https://erp.example/in')).toBeInTheDocument();
    expect(within(preview).getByText('abc')).toBeInTheDocument();

    // The same record through the client's own value function gives the same body.
    const [record] = await api.get('/api/v1/project', {
      query: { ProjectUID: PROJECT, IsLoadAssets: true, IsLoadLastVerAssets: true },
    });
    if (!record) throw new Error('No record');
    expect(buildWorkflowCall(action, previewValues(record, client).values).body).toBe(
      body.textContent,
    );
  });

  it('follows edits: a custom payload, then GET with the data in the URL', async () => {
    const action: DraftAction = {
      uid: 'h2',
      triggerType: 'ManualTrigger',
      reactionType: 'SendDataWithWebhook',
      webhookRequestType: 'PUT',
      webhookUrl: 'https://erp.example/in',
      isCustomPayload: true,
      webhookCustomPayload: '{"name":"{{projectName}}","tags":{{projectTags:json}}}',
    };
    const { preview, user } = await renderPreview(action);
    const body = await within(preview).findByRole(
      'region',
      { name: 'Request body' },
      { timeout: 5000 },
    );
    expect(body.textContent).toBe(engineRequest(action).body);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'GET');
    const get = { ...action, webhookRequestType: 'GET' as const };
    expect(
      within(preview).getByText('No body: a GET request sends the data in the URL.'),
    ).toBeInTheDocument();
    expect(within(preview).getByText(`GET ${engineRequest(get).url}`)).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'URL' }));
    expect(
      within(preview).getByText('Enter an http or https URL to see the request.'),
    ).toBeInTheDocument();
  });
});
