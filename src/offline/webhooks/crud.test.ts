import { beforeEach, describe, expect, it } from 'vitest';
import type { Webhook } from '@/api/types';
import { ManualScheduler } from '@/offline/platform/clock';
import { WEBHOOK_ACTIVATION_OFFLINE_MS, WEBHOOK_DELETION_OFFLINE_MS } from './webhook-rules';
import { DEMO_CLIENTS } from '@/offline/platform/demo-ids';
import { DEMO_WEBHOOKS } from './seed';
import { problemErrors, resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

/** The record with its x-extension fields (clientUID, eventType, state). */
type WebhookView = Webhook & { clientUID?: string; eventType?: string | null; state?: string };

let scheduler: ManualScheduler;

beforeEach(() => {
  scheduler = new ManualScheduler(Date.UTC(2025, 3, 1, 9, 0, 0));
});
const t = harnessEachTest(['anna', 'ravi'], () => ({ scheduler }));

const list = async (token: string) =>
  resultOf<WebhookView[]>(await t.h.call('GET', '/api/v1/webhook', { token }));
const create = (token: string, body: unknown) =>
  t.h.call('POST', '/api/v1/webhook', { token, body });
const remove = (token: string, body: unknown) =>
  t.h.call('DELETE', '/api/v1/webhook', { token, body });
const test = (token: string, body: unknown) =>
  t.h.call('PUT', '/api/v1/webhook/test', { token, body });

describe('GET /api/v1/webhook', () => {
  it("lists the webhooks of the caller's clients with their secrets and state", async () => {
    const all = await list(t.anna);
    expect(all.map((w) => w.webhookUID).sort()).toEqual(Object.values(DEMO_WEBHOOKS).sort());
    for (const webhook of all) {
      expect(webhook.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
      expect(webhook.secret).not.toBe('');
      expect(webhook.state).toBe('Active');
      expect(Date.parse(webhook.created)).toBeLessThan(scheduler.now());
    }
    const ravis = await list(t.ravi);
    expect(ravis.every((w) => w.clientUID === DEMO_CLIENTS.acme)).toBe(true);
    expect(ravis.map((w) => w.webhookUID)).not.toContain(DEMO_WEBHOOKS.nordicAll);
  });

  it('seeds one webhook per demo client, as the spec has a client register one', async () => {
    const all = await list(t.anna);
    const clients = all.map((w) => w.clientUID);
    expect(new Set(clients).size).toBe(clients.length);
    expect(new Set(clients)).toEqual(new Set([DEMO_CLIENTS.acme, DEMO_CLIENTS.nordic]));
  });

  it('needs a token', async () => {
    expect((await t.h.call('GET', '/api/v1/webhook')).status).toBe(401);
  });
});

describe('POST /api/v1/webhook', () => {
  it('registers a webhook in the first client with a generated secret, active after about a minute', async () => {
    const answer = await create(t.anna, { url: 'https://erp.example.test/hooks/proofdesk' });
    expect(answer.status).toBe(200);
    const webhook = resultOf<WebhookView>(answer);
    expect(webhook).toMatchObject({
      url: 'https://erp.example.test/hooks/proofdesk',
      clientUID: DEMO_CLIENTS.acme,
      eventType: null,
      state: 'Activating',
    });
    expect(webhook.secret.length).toBeGreaterThanOrEqual(32);
    expect(webhook.created).toBe(new Date(scheduler.now()).toISOString());
    scheduler.advance(WEBHOOK_ACTIVATION_OFFLINE_MS - 1);
    expect((await list(t.anna)).find((w) => w.webhookUID === webhook.webhookUID)?.state).toBe(
      'Activating',
    );
    scheduler.advance(1);
    expect((await list(t.anna)).find((w) => w.webhookUID === webhook.webhookUID)?.state).toBe(
      'Active',
    );
  });

  it('takes clientUID and an eventType filter (matched case-insensitively)', async () => {
    const webhook = resultOf<WebhookView>(
      await create(t.anna, {
        URL: 'http://127.0.0.1:9999/nordic',
        clientUID: DEMO_CLIENTS.nordic,
        eventType: 'Task.Approved',
      }),
    );
    expect(webhook).toMatchObject({ clientUID: DEMO_CLIENTS.nordic, eventType: 'task.approved' });
    expect((await list(t.ravi)).map((w) => w.webhookUID)).not.toContain(webhook.webhookUID);
  });

  it('answers 400 for a missing or non-http(s) URL and an unknown event type', async () => {
    expect(Object.keys(problemErrors(await create(t.anna, {})))).toEqual(['url']);
    for (const url of [
      'ftp://files.example.test/x',
      'not a url',
      '/relative/path',
      'javascript:alert(1)',
    ]) {
      expect(problemErrors(await create(t.anna, { url })).url?.[0]).toMatch(/http or https/);
    }
    const errors = problemErrors(
      await create(t.anna, { url: 'https://ok.example.test/', eventType: 'project.renamed' }),
    );
    expect(errors.eventType?.[0]).toMatch(/not an event type/);
    expect(problemErrors(await create(t.anna, { url: 42 })).url).toBeDefined();
  });

  it("answers 412 for a client that is not the caller's", async () => {
    const answer = await create(t.ravi, {
      url: 'https://x.example.test/',
      clientUID: DEMO_CLIENTS.nordic,
    });
    expect(answer.status).toBe(412);
    expect(
      (await create(t.ravi, { url: 'https://x.example.test/', clientUID: 'cli-nope' })).status,
    ).toBe(412);
  });

  it('answers 412 when the URL is already registered for the tenant, not for another tenant', async () => {
    expect((await create(t.anna, { url: 'https://dup.example.test/hook' })).status).toBe(200);
    const dup = await create(t.anna, { url: 'https://dup.example.test/hook' });
    expect(dup.status).toBe(412);
    expect(dup.body).toMatchObject({
      statusCode: 412,
      message: expect.stringMatching(/already registered/) as unknown,
    });
    expect(
      (
        await create(t.anna, {
          url: 'https://dup.example.test/hook',
          clientUID: DEMO_CLIENTS.nordic,
        })
      ).status,
    ).toBe(200);
  });
});

describe('DELETE /api/v1/webhook', () => {
  it('takes effect after about a minute; until then the webhook shows as Deleting', async () => {
    const created = resultOf<WebhookView>(
      await create(t.anna, { url: 'https://gone.example.test/' }),
    );
    const answer = await remove(t.anna, { webhookUID: created.webhookUID });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: expect.stringMatching(/within about a minute/) as unknown,
    });
    expect((await list(t.anna)).find((w) => w.webhookUID === created.webhookUID)?.state).toBe(
      'Deleting',
    );
    expect((await remove(t.anna, { webhookUID: created.webhookUID })).status).toBe(404);
    expect((await create(t.anna, { url: 'https://gone.example.test/' })).status).toBe(412);
    expect((await test(t.anna, { webhookUID: created.webhookUID })).status).toBe(200);
    scheduler.advance(WEBHOOK_DELETION_OFFLINE_MS);
    expect((await list(t.anna)).map((w) => w.webhookUID)).not.toContain(created.webhookUID);
    expect((await test(t.anna, { webhookUID: created.webhookUID })).status).toBe(404);
    expect((await create(t.anna, { url: 'https://gone.example.test/' })).status).toBe(200);
  });

  it("answers 400 without webhookUID and 404 for unknown or other tenants' webhooks", async () => {
    expect(Object.keys(problemErrors(await remove(t.anna, {})))).toEqual(['webhookUID']);
    expect((await remove(t.anna, { webhookUID: 'whk-nope' })).status).toBe(404);
    expect((await remove(t.ravi, { webhookUID: DEMO_WEBHOOKS.nordicAll })).status).toBe(404);
  });
});

describe('PUT /api/v1/webhook/test', () => {
  it('says the webhook is tested; 400 without webhookUID; 404 for unknown or foreign ones', async () => {
    const answer = await test(t.anna, { webhookUID: DEMO_WEBHOOKS.acmeErp });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      statusCode: 200,
      message: expect.stringMatching(/tested/) as unknown,
    });
    expect(Object.keys(problemErrors(await test(t.anna, { webhookUid: '' })))).toEqual([
      'webhookUid',
    ]);
    expect((await test(t.anna, { webhookUID: 'whk-nope' })).status).toBe(404);
    expect((await test(t.ravi, { webhookUID: DEMO_WEBHOOKS.nordicAll })).status).toBe(404);
  });
});
