import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { DEMO_WORKFLOWS } from './seed';
import { problemErrors } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';
import {
  createProjectWith,
  createWorkflow,
  outboxOf,
  runsOf,
  trigger,
} from '@/offline/testing/workflows-kit';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP endpoint on a loopback port that records every request and answers `status`. */
async function startReceiver(): Promise<{
  origin: string;
  requests: Received[];
  status: number;
  server: Server;
}> {
  const receiver = { origin: '', requests: [] as Received[], status: 200, server: createServer() };
  receiver.server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.origin = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
  return receiver;
}

const t = harnessEachTest(['anna'], { settings: { timeScale: 1000 } });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  receiver.server.closeAllConnections();
  await new Promise((resolve) => receiver.server.close(resolve));
});

const hook = (uid: string, extra: Record<string, unknown>) => ({
  uid,
  triggerType: 'ManualTrigger',
  reactionType: 'SendDataWithWebhook',
  webhookUrl: `${receiver.origin}/erp/${uid}`,
  webhookRequestType: 'POST',
  ...extra,
});

describe('SendDataWithWebhook', () => {
  it('calls the receiver with the method, headers and the chosen project fields', async () => {
    const workflow = await createWorkflow(t.h, t.anna, [
      hook('post', {
        webhookFields: ['projectUID', 'projectName', 'projectTags', 'projectOwnersNames'],
        webhookHeaders: [{ name: 'X-Token', value: 'abc' }],
      }),
      hook('get', { webhookRequestType: 'GET', webhookFields: ['projectUID', 'projectTags'] }),
      hook('form', {
        webhookRequestType: 'PUT',
        webhookContentType: 'application/x-www-form-urlencoded',
        webhookFields: ['projectName'],
      }),
    ]);
    const project = await createProjectWith(t.h, t.anna, workflow.workflowUID, {
      projectName: 'Crisps "Sea Salt"',
      tags: ['bag', 'snacks'],
    });

    const answer = await trigger(t.h, t.anna, project.projectUID, 'post');
    expect((answer.body as { message: string }).message).toMatch(
      /^The action ran: Done\. POST .* answered HTTP 200/,
    );
    const [post] = receiver.requests;
    expect(post).toMatchObject({
      method: 'POST',
      url: '/erp/post',
      headers: { 'content-type': 'application/json', 'x-token': 'abc' },
    });
    expect(JSON.parse(post?.body ?? '')).toEqual({
      projectUID: project.projectUID,
      projectName: 'Crisps "Sea Salt"',
      projectTags: ['bag', 'snacks'],
      projectOwnersNames: ['Ravi Kumar'],
    });

    await trigger(t.h, t.anna, project.projectUID, 'get');
    const get = new URL(receiver.requests[1]?.url ?? '', receiver.origin);
    expect(receiver.requests[1]?.method).toBe('GET');
    expect(Object.fromEntries(get.searchParams)).toEqual({
      projectUID: project.projectUID,
      projectTags: 'bag,snacks',
    });

    await trigger(t.h, t.anna, project.projectUID, 'form');
    expect(receiver.requests[2]).toMatchObject({
      method: 'PUT',
      body: 'projectName=Crisps+%22Sea+Salt%22',
    });
  });

  it('fills a custom payload: {{field}} as escaped text, {{field:json}} as a JSON value', async () => {
    const payload =
      '{"text":"Project {{projectName}} ({{ projectTags }})","tags":{{projectTags:json}},"due":{{projectDueDate:json}}}';
    const workflow = await createWorkflow(t.h, t.anna, [
      hook('custom', { isCustomPayload: true, webhookCustomPayload: payload }),
    ]);
    const project = await createProjectWith(t.h, t.anna, workflow.workflowUID, {
      projectName: 'Say "cheese"',
      tags: ['a', 'b'],
    });
    await trigger(t.h, t.anna, project.projectUID, 'custom');
    expect(JSON.parse(receiver.requests[0]?.body ?? '')).toEqual({
      text: 'Project Say "cheese" (a, b)',
      tags: ['a', 'b'],
      due: null,
    });
  });

  it('logs a non-2xx answer and an unreachable receiver as Failed', async () => {
    const workflow = await createWorkflow(t.h, t.anna, [
      hook('hook', { webhookFields: ['projectUID'] }),
      hook('dead', { webhookUrl: 'http://127.0.0.1:9/none', webhookFields: ['projectUID'] }),
    ]);
    const project = await createProjectWith(t.h, t.anna, workflow.workflowUID);
    receiver.status = 500;
    await trigger(t.h, t.anna, project.projectUID, 'hook');
    await trigger(t.h, t.anna, project.projectUID, 'dead');
    const runs = await runsOf(t.h, t.anna, project.projectUID);
    expect(runs.map((r) => [r.actionUid, r.outcome])).toEqual([
      ['hook', 'Failed'],
      ['dead', 'Failed'],
    ]);
    expect(runs[0]?.message).toMatch(/answered HTTP 500/);
    expect(runs[1]?.message).toMatch(/^POST http:\/\/127\.0\.0\.1:9\/none failed: /);
  });
});

describe('POST /api/v1/workflow/trigger', () => {
  it('answers 400, 404 and 412 as the contract lists', async () => {
    expect(
      Object.keys(
        problemErrors(
          await t.h.call('POST', '/api/v1/workflow/trigger', { token: t.anna, body: {} }),
        ),
      ).sort(),
    ).toEqual(['actionUid', 'projectUID']);
    expect((await trigger(t.h, t.anna, 'nope', 'send-to-printer')).status).toBe(404);
    expect((await trigger(t.h, t.anna, DEMO_PROJECTS.acmeOatBox, 'send-to-printer')).status).toBe(
      404,
    );
    expect((await trigger(t.h, t.anna, DEMO_PROJECTS.acmeCrisps, 'nope')).status).toBe(404);
    const notManual = await trigger(t.h, t.anna, DEMO_PROJECTS.acmeCrisps, 'print-ready');
    expect(notManual.status).toBe(412);
    expect(notManual.body).toMatchObject({ statusCode: 412 });
    const ravi = await t.h.login('ravi@demo.test');
    expect((await trigger(t.h, ravi, DEMO_PROJECTS.nordicCrispbread, 'close')).status).toBe(404);
    await t.h.call('PUT', '/api/v1/project/state', {
      token: t.anna,
      body: { projectUID: DEMO_PROJECTS.acmeCrisps, projectState: 'Completed' },
    });
    expect((await trigger(t.h, t.anna, DEMO_PROJECTS.acmeCrisps, 'send-to-printer')).status).toBe(
      412,
    );
  });
});

describe('e-mail reactions', () => {
  it('SendAssetsByEmail writes the links of the latest processed assets, in the chosen language', async () => {
    const workflow = await createWorkflow(t.h, t.anna, [
      {
        uid: 'files',
        triggerType: 'ManualTrigger',
        reactionType: 'SendAssetsByEmail',
        contacts: 'printer@print.example',
        userUIDs: [DEMO_USERS.ravi],
        emailLanguage: 'German',
      },
    ]);
    const bind = await t.h.call('PUT', '/api/v1/project', {
      token: t.anna,
      body: { projectUID: DEMO_PROJECTS.acmeColdBrew, workflowUID: workflow.workflowUID },
    });
    expect(bind.status).toBe(200);
    await trigger(t.h, t.anna, DEMO_PROJECTS.acmeColdBrew, 'files');
    const [mail] = await outboxOf(t.h, t.anna);
    expect(mail).toMatchObject({
      to: 'printer@print.example, ravi@demo.test',
      language: 'German',
      subject: 'Dateien des Projekts „Cold Brew coffee label 250 ml“',
    });
    expect(mail?.links).toHaveLength(1);
    expect(mail?.bodyText).toContain('bean-and-bottle-cold-brew-original-250ml-label.jpg');
    // Links are built on the service's origin (the harness keeps the default), served by the service.
    const link = new URL(mail?.links[0] ?? '');
    const file = await fetch(`${t.h.url}${link.pathname}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/jpeg');
  });

  it('SendRefDocsByEmail writes the links of the reference documents (files and plain links)', async () => {
    const docs = {
      uid: 'docs',
      triggerType: 'ManualTrigger',
      reactionType: 'SendRefDocsByEmail',
      contacts: 'studio@agency.example',
    };
    const workflow = await createWorkflow(t.h, t.anna, [docs]);
    const body = { projectUID: DEMO_PROJECTS.acmeOatBox, workflowUID: workflow.workflowUID };
    expect((await t.h.call('PUT', '/api/v1/project', { token: t.anna, body })).status).toBe(200);
    await trigger(t.h, t.anna, DEMO_PROJECTS.acmeOatBox, 'docs');
    const [mail] = await outboxOf(t.h, t.anna);
    expect(mail?.subject).toBe('Reference documents of the project "Oat Crunch cereal box 500 g"');
    expect(mail?.links).toHaveLength(2);
    expect(mail?.links).toContain('https://packaging.example.com/dielines/FC-500-v4');
    expect(mail?.bodyText).toContain('morning-mill-oat-crunch-print-spec.pdf');
  });

  it('CreateExternalUploadAssetsTask asks each contact by e-mail; SendCustomEmail writes the comment', async () => {
    const workflow = await createWorkflow(t.h, t.anna, [
      {
        uid: 'ask',
        triggerType: 'ProjectCreated',
        reactionType: 'CreateExternalUploadAssetsTask',
        contacts: 'a@agency.example; b@agency.example',
        emailLanguage: 'pl',
        daysToDueDate: 3,
      },
      {
        uid: 'note',
        triggerType: 'ProjectCreated',
        reactionType: 'SendCustomEmail',
        contacts: 'ops@acme.example',
        emailSubject: 'New pack',
        comment: 'A new pack starts today.',
      },
    ]);
    await createProjectWith(t.h, t.anna, workflow.workflowUID, {
      projectName: 'Granola bar wrapper',
    });
    await t.h.service.whenIdle();
    const mails = await outboxOf(t.h, t.anna);
    const asks = mails.filter(
      (mail) => mail.subject === 'Prośba o pliki do projektu „Granola bar wrapper”',
    );
    expect(asks.map((mail) => mail.to).sort()).toEqual(['a@agency.example', 'b@agency.example']);
    expect(asks[0]?.language).toBe('Polish');
    expect(asks[0]?.bodyText).toContain('Termin: ');
    expect(mails.find((mail) => mail.subject === 'New pack')?.bodyText).toMatch(
      /^A new pack starts today\./,
    );
  });

  it('the demo workflows are valid and bound to demo projects', async () => {
    const answer = await t.h.call('PUT', '/api/v1/workflow', {
      token: t.anna,
      body: { workflowUID: DEMO_WORKFLOWS.acme },
    });
    expect(answer.status).toBe(200);
    expect(
      (
        await t.h.call('PUT', '/api/v1/workflow', {
          token: t.anna,
          body: { workflowUID: DEMO_WORKFLOWS.nordic },
        })
      ).status,
    ).toBe(200);
  });
});
