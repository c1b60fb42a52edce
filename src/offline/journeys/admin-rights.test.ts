import { describe, expect, it } from 'vitest';
import type { LoggedInUser, Webhook, Workflow } from '@/api/types';
import { DEMO_CLIENTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { DEMO_WEBHOOKS } from '@/offline/webhooks';
import { DEMO_WORKFLOWS } from '@/offline/workflows';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';
import { reviewAction } from '@/offline/testing/workflows-kit';

const t = harnessEachTest(['anna', 'ravi']);

const newWorkflow = { clientUID: DEMO_CLIENTS.acme, name: 'Fast track', actions: [reviewAction] };
const refusal = {
  statusCode: 403,
  message: expect.stringMatching(/^Only admins of Acme Packaging may/) as unknown,
};

describe('admin rights (x-extension)', () => {
  it('lists the admin rights per client on GET /user/loggedin: Anna admin, Ravi and Lena not', async () => {
    const rights = async (token: string) =>
      resultOf<LoggedInUser>(await t.h.call('GET', '/api/v1/user/loggedin', { token })).clients.map(
        (c) => [c.name, c.isAdmin],
      );
    expect(await rights(t.anna)).toEqual([
      ['Acme Packaging', true],
      ['Nordic Foods', true],
    ]);
    expect(await rights(t.ravi)).toEqual([['Acme Packaging', false]]);
    expect(await rights(await t.h.login('lena@demo.test'))).toEqual([['Nordic Foods', false]]);
  });

  it('refuses workflow changes by a non-admin with 403 and changes nothing', async () => {
    const body = { ...newWorkflow };
    const create = await t.h.call('POST', '/api/v1/workflow', { token: t.ravi, body });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject(refusal);
    const rename = { workflowUID: DEMO_WORKFLOWS.acme, name: 'Renamed by Ravi' };
    const put = await t.h.call('PUT', '/api/v1/workflow', { token: t.ravi, body: rename });
    expect(put.status).toBe(403);
    const del = await t.h.call('DELETE', '/api/v1/workflow', {
      token: t.ravi,
      body: { workflowUID: DEMO_WORKFLOWS.acme },
    });
    expect(del.status).toBe(403);
    expect(del.body).toMatchObject(refusal);
    const left = resultOf<Workflow[]>(await t.h.call('GET', '/api/v1/workflow', { token: t.ravi }));
    expect(left.map((w) => [w.workflowUID, w.name])).toEqual([
      [DEMO_WORKFLOWS.acme, 'Artwork approval'],
    ]);
  });

  it('lets an admin make the same workflow changes', async () => {
    const created = await t.h.call('POST', '/api/v1/workflow', {
      token: t.anna,
      body: newWorkflow,
    });
    expect(created.status).toBe(200);
    const { workflowUID } = resultOf<Workflow>(created);
    const renamed = await t.h.call('PUT', '/api/v1/workflow', {
      token: t.anna,
      body: { workflowUID, name: 'Faster track' },
    });
    expect(renamed.status).toBe(200);
    const del = await t.h.call('DELETE', '/api/v1/workflow', {
      token: t.anna,
      body: { workflowUID },
    });
    expect(del.status).toBe(200);
  });

  it('refuses webhook register, test and delete by a non-admin; an admin may', async () => {
    const url = 'https://erp.example.test/ravi';
    const register = await t.h.call('POST', '/api/v1/webhook', { token: t.ravi, body: { url } });
    expect(register.status).toBe(403);
    expect(register.body).toMatchObject(refusal);
    const webhookUID = DEMO_WEBHOOKS.acmeErp;
    const test = await t.h.call('PUT', '/api/v1/webhook/test', {
      token: t.ravi,
      body: { webhookUID },
    });
    expect(test.status).toBe(403);
    const del = await t.h.call('DELETE', '/api/v1/webhook', {
      token: t.ravi,
      body: { webhookUID },
    });
    expect(del.status).toBe(403);
    const listed = resultOf<Webhook[]>(await t.h.call('GET', '/api/v1/webhook', { token: t.ravi }));
    expect(listed.map((w) => w.url)).not.toContain(url);

    const mine = await t.h.call('POST', '/api/v1/webhook', { token: t.anna, body: { url } });
    expect(mine.status).toBe(200);
    expect(
      (await t.h.call('PUT', '/api/v1/webhook/test', { token: t.anna, body: { webhookUID } }))
        .status,
    ).toBe(200);
    expect(
      (await t.h.call('DELETE', '/api/v1/webhook', { token: t.anna, body: { webhookUID } })).status,
    ).toBe(200);
  });

  it('keeps a reviewer able to work: creating a project of their own is no admin change', async () => {
    const project = await t.h.call('POST', '/api/v1/project', {
      token: t.ravi,
      body: { projectName: 'Ravi’s own project', projectOwnersUIDS: [DEMO_USERS.ravi] },
    });
    expect(project.status).toBe(200);
  });
});
