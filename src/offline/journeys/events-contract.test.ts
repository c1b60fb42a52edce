import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Annotation,
  AssetUIDResult,
  Event,
  EventType,
  Project,
  RefDocUIDResult,
  Task,
  WebhookDelivery,
} from '@/api/types';
import { solidImage } from '@/offline/platform/processing/test-inputs';
import { createWebhooksModule } from '@/offline/webhooks/module';
import { EVENT_TYPES } from '@/offline/webhooks';
import { DEMO_CLIENTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { DEMO_WEBHOOKS } from '@/offline/webhooks';
import { browserLogTransport } from '@/offline/webhooks';
import { uploadAsset } from '@/offline/testing/assets-kit';
import { checkSchema, loadContractSchemas, nonPascalKeys } from '@/offline/testing/contract-schema';
import { resultOf, startHttpHarness, type HttpHarness } from '@/offline/testing/http-client';
import { modulesWith } from '@/offline/testing/webhooks-harness';

/**
 * Drives one operation of every kind through the HTTP API, then holds every event the
 * service emitted (and the webhook.test it sent) to the contract: PascalCase Data keys,
 * exactly the properties of the event schema, unique EventIds, UTC Created.
 */
let h: HttpHarness;
let anna: string;
let ravi: string;
let events: Event[] = [];

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const answer = await h.call(method, path, { token, body });
  if (answer.status !== 200)
    throw new Error(`${method} ${path}: HTTP ${answer.status} ${answer.text}`);
  return (answer.body as { result: T }).result;
}

async function reviewTask(projectUID: string, assetUID: string): Promise<Task> {
  return call<Task>('POST', '/api/v1/task/review_asset', anna, {
    projectUID,
    userUID: DEMO_USERS.ravi,
    assetUIDs: [assetUID],
  });
}

beforeAll(async () => {
  const webhooks = createWebhooksModule({ transport: browserLogTransport });
  h = await startHttpHarness({ modules: modulesWith(webhooks), settings: { timeScale: 1000 } });
  anna = await h.login('anna@demo.test');
  ravi = await h.login('ravi@demo.test');

  const project = await call<Project>('POST', '/api/v1/project', anna, {
    projectName: 'Event audit',
    clientUID: DEMO_CLIENTS.acme,
    projectOwnersUIDS: [DEMO_USERS.anna, DEMO_USERS.ravi],
  });
  const { projectUID } = project;
  await call('PUT', '/api/v1/project', anna, {
    projectUID,
    customer: 'Audit Ltd',
    tags: ['audit'],
  });

  const upload = await uploadAsset(
    h,
    anna,
    projectUID,
    'audit-front.png',
    solidImage('png', 64, 48, [10, 120, 200]),
    'image/png',
  );
  const { assetUID } = resultOf<AssetUIDResult>(upload);
  await h.service.whenIdle();

  const { refDocUID } = await call<RefDocUIDResult>('POST', '/api/v1/refdoc/add_url', anna, {
    projectUID,
    url: 'https://specs.example.test/print.pdf',
  });
  await call('DELETE', '/api/v1/refdoc', anna, { refDocUID });

  const note = await call<Annotation>('POST', '/api/v1/annotation', ravi, {
    assetUID,
    pageNumber: 0,
    text: 'Audit note',
    shape: { type: 'pin', points: [0.5, 0.5] },
  });
  await call('PUT', '/api/v1/annotation', ravi, {
    annotationUID: note.annotationUID,
    text: 'Audit note, edited',
  });
  await call('DELETE', '/api/v1/annotation', ravi, { annotationUID: note.annotationUID });

  const approved = await reviewTask(projectUID, assetUID);
  await call('PUT', '/api/v1/task/decision', ravi, {
    taskUID: approved.taskUID,
    assetUID,
    decision: 'Approved',
  });
  const rejected = await reviewTask(projectUID, assetUID);
  await call('PUT', '/api/v1/task/decision', ravi, {
    taskUID: rejected.taskUID,
    assetUID,
    decision: 'Rejected',
  });
  const dropped = await reviewTask(projectUID, assetUID);
  await call('DELETE', '/api/v1/task', anna, { taskUID: dropped.taskUID });

  await call('DELETE', '/api/v1/asset', anna, { assetUID });
  await call('PUT', '/api/v1/project/state', anna, { projectUID, projectState: 'OnHold' });
  await call('PUT', '/api/v1/webhook/test', anna, { webhookUID: DEMO_WEBHOOKS.acmeErp });
  await h.service.whenIdle();

  const tests = (await call<WebhookDelivery[]>('GET', '/api/v1/mock/deliveries', anna)).filter(
    (d) => d.EventType === 'webhook.test',
  );
  events = [
    ...h.service.context.events.list().map((row) => row.event),
    ...tests.map((d) => d.event),
  ];
});
afterAll(() => h.close());

describe('events of every operation', () => {
  it('cover every event type of spec.md', () => {
    const seen = new Set<EventType>(events.map((event) => event.EventType));
    expect([...EVENT_TYPES].filter((type) => !seen.has(type))).toEqual([]);
  });

  it('match the contract schema of their type exactly', () => {
    const schemas = loadContractSchemas();
    const eventSchema = schemas.Event ?? {};
    const problems = events.flatMap((event) =>
      checkSchema(schemas, eventSchema, event, event.EventType),
    );
    expect(problems).toEqual([]);
  });

  it('are checked by a checker that does reject stray, missing and mistyped properties', () => {
    const schemas = loadContractSchemas();
    const [sample] = events.filter((event) => event.EventType === 'annotation.added');
    const data = { ...(sample?.Data ?? {}) } as Record<string, unknown>;
    delete data.Text;
    const broken = { ...sample, Data: { ...data, assetUID: 'camel', AssetUID: 7 } };
    expect(checkSchema(schemas, schemas.Event ?? {}, broken)).not.toEqual([]);
    expect(checkSchema(schemas, schemas.AnnotationEventData ?? {}, broken.Data)).toEqual([
      '$.Text: required but missing',
      '$.AssetUID: is integer, expected "string"',
      '$.assetUID: not declared by the contract',
    ]);
    expect(nonPascalKeys(broken.Data)).toEqual(['$.assetUID']);
  });

  it('use PascalCase keys throughout, unique EventIds and UTC Created times', () => {
    expect(events.flatMap((event) => nonPascalKeys(event, event.EventType))).toEqual([]);
    expect(new Set(events.map((event) => event.EventId)).size).toBe(events.length);
    for (const event of events)
      expect(event.Created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
