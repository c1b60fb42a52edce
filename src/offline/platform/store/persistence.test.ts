import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadLink, LoginResult, Project } from '@/api/types';
import { DEMO_PROJECTS, DEMO_USERS } from '../demo-ids';
import { createOfflineService, type OfflineService } from '../service';
import { createFilePersistence } from './persistence-file';
import { createIndexedDbPersistence } from './persistence-indexeddb';
import { createMemoryPersistence } from './persistence-memory';
import {
  readAnswer,
  requestInit,
  resultOf,
  startHttpHarness,
  type CallOptions,
} from '@/offline/testing/http-client';

const ORIGIN = 'http://localhost';
const services: OfflineService[] = [];

async function call(
  service: OfflineService,
  method: string,
  path: string,
  options: CallOptions = {},
) {
  const response = await getResponse(
    service.handlers,
    new Request(`${ORIGIN}${path}`, requestInit(method, options)),
  );
  if (!response) throw new Error(`no handler for ${method} ${path}`);
  return readAnswer(response);
}

async function login(service: OfflineService): Promise<string> {
  const answer = await call(service, 'POST', '/api/v1/token/login', {
    body: { userName: 'anna@demo.test', password: 'demo' },
  });
  return resultOf<LoginResult>(answer).token;
}

async function open(factory: IDBFactory): Promise<OfflineService> {
  const service = await createOfflineService({
    persistence: createIndexedDbPersistence({ indexedDB: factory, dbName: 'test-db' }),
  });
  services.push(service);
  return service;
}

afterEach(async () => {
  for (const service of services.splice(0)) await service.dispose();
});

describe('IndexedDB persistence (browser)', () => {
  let factory: IDBFactory;
  beforeEach(() => {
    factory = new IDBFactory();
  });

  it('keeps every change, session and file across a reload', async () => {
    const first = await open(factory);
    const token = await login(first);
    const edit = await call(first, 'PUT', '/api/v1/project', {
      token,
      body: { projectUID: DEMO_PROJECTS.acmeLemonCan, customer: 'Reloaded Ltd' },
    });
    expect(edit.status).toBe(200);
    const report = resultOf<DownloadLink>(
      await call(
        first,
        'GET',
        `/api/v1/project/proofreport?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}`,
        { token },
      ),
    );
    await first.dispose();

    const second = await open(factory);
    const [lemon] = resultOf<Project[]>(
      await call(second, 'GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}`, {
        token,
      }),
    );
    expect(lemon?.customer).toBe('Reloaded Ltd');
    const file = await getResponse(second.handlers, new Request(report.downloadURL));
    expect(file?.status).toBe(200);
  });

  it('lets a second tab see the first tab’s change on its next request', async () => {
    const tabA = await open(factory);
    const tabB = await open(factory);
    const token = await login(tabA);
    await vi.waitFor(async () =>
      expect((await call(tabB, 'GET', '/api/v1/token/validate', { token })).status).toBe(200),
    );
    const created = resultOf<Project>(
      await call(tabA, 'POST', '/api/v1/project', {
        token,
        body: { projectName: 'Shared tab project', projectOwnersUIDS: [DEMO_USERS.anna] },
      }),
    );
    await vi.waitFor(async () => {
      const answer = await call(tabB, 'GET', `/api/v1/project?ProjectUID=${created.projectUID}`, {
        token,
      });
      expect(answer.status).toBe(200);
    });
  });

  it('answers every request a tab sends at once after another tab’s save from the saved state', async () => {
    const tabA = await open(factory);
    const tabB = await open(factory);
    const token = await login(tabA);
    const path = `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeLemonCan}`;
    await vi.waitFor(async () =>
      expect((await call(tabB, 'GET', path, { token })).status).toBe(200),
    );
    // Registered after the service's own listener, so it runs once tab B knows of the save.
    const heard = new Promise<void>((resolve) => tabB.persistence.onExternalChange?.(resolve));
    const edit = await call(tabA, 'PUT', '/api/v1/project', {
      token,
      body: { projectUID: DEMO_PROJECTS.acmeLemonCan, revision: 'R9' },
    });
    expect(edit.status).toBe(200);
    await heard;
    // Coming back to the screen, tab B asks for several things at once.
    const answers = await Promise.all(
      [path, `${path}&IsLoadAssets=true`, path].map((p) => call(tabB, 'GET', p, { token })),
    );
    expect(answers.map((a) => resultOf<Project[]>(a)[0]?.revision)).toEqual(['R9', 'R9', 'R9']);
  });

  it('never lets two tabs overwrite each other: changes made at the same moment both stay', async () => {
    const tabA = await open(factory);
    const tabB = await open(factory);
    const token = await login(tabA);
    await vi.waitFor(async () =>
      expect((await call(tabB, 'GET', '/api/v1/token/validate', { token })).status).toBe(200),
    );
    // Sent together: tab B saves before the "tab A saved" message can reach it.
    const [a, b] = await Promise.all([
      call(tabA, 'PUT', '/api/v1/project', {
        token,
        body: { projectUID: DEMO_PROJECTS.acmeLemonCan, customer: 'Saved in tab A' },
      }),
      call(tabB, 'PUT', '/api/v1/project', {
        token,
        body: { projectUID: DEMO_PROJECTS.acmeCrisps, customer: 'Saved in tab B' },
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await call(tabA, 'PUT', '/api/v1/project', {
      token,
      body: { projectUID: DEMO_PROJECTS.acmeOatBox, revision: '7' },
    });
    const reloaded = await open(factory);
    const customers = resultOf<Project[]>(
      await call(
        reloaded,
        'GET',
        `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeLemonCan},${DEMO_PROJECTS.acmeCrisps},${DEMO_PROJECTS.acmeOatBox}`,
        { token },
      ),
    );
    const byUid = new Map(customers.map((p) => [p.projectUID, p]));
    expect(byUid.get(DEMO_PROJECTS.acmeLemonCan)?.customer).toBe('Saved in tab A');
    expect(byUid.get(DEMO_PROJECTS.acmeCrisps)?.customer).toBe('Saved in tab B');
    expect(byUid.get(DEMO_PROJECTS.acmeOatBox)?.revision).toBe('7');
  });

  it('re-seeds when nothing is stored, and reset writes the seed back', async () => {
    const first = await open(factory);
    const token = await login(first);
    await call(first, 'PUT', '/api/v1/project', {
      token,
      body: { projectUID: DEMO_PROJECTS.acmeCrisps, customer: 'Changed' },
    });
    await call(first, 'POST', '/api/v1/mock/reset', { token });
    await first.dispose();
    const second = await open(factory);
    const fresh = await login(second);
    const [crisps] = resultOf<Project[]>(
      await call(second, 'GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeCrisps}`, {
        token: fresh,
      }),
    );
    expect(crisps?.customer).toBe('Crunchwell');
    expect((await call(second, 'GET', '/api/v1/token/validate', { token })).status).toBe(401);
  });
});

describe('memory persistence (Node tests)', () => {
  it('simulates a reload when the same instance is handed to a new service', async () => {
    const persistence = createMemoryPersistence();
    const first = await createOfflineService({ persistence });
    services.push(first);
    const token = await login(first);
    await call(first, 'PUT', '/api/v1/project', {
      token,
      body: { projectUID: DEMO_PROJECTS.acmeOatBox, revision: '9' },
    });
    const second = await createOfflineService({ persistence });
    services.push(second);
    const [oat] = resultOf<Project[]>(
      await call(second, 'GET', `/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeOatBox}`, {
        token,
      }),
    );
    expect(oat?.revision).toBe('9');
    const fresh = await createOfflineService({
      persistence: createMemoryPersistence({ snapshots: false }),
    });
    services.push(fresh);
    expect((await call(fresh, 'GET', '/api/v1/token/validate', { token })).status).toBe(401);
  });
});

describe('MOCK_DATA file persistence (HTTP server)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'proofdesk-offline-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('loads at start and saves changes, debounced, for the next start', async () => {
    const path = join(dir, 'state.json');
    const first = await startHttpHarness({
      persistence: createFilePersistence(path, { debounceMs: 20 }),
    });
    const token = await first.login('anna@demo.test');
    const created = resultOf<Project>(
      await first.call('POST', '/api/v1/project', {
        token,
        body: { projectName: 'Kept on disk', projectOwnersUIDS: [DEMO_USERS.anna] },
      }),
    );
    const report = resultOf<DownloadLink>(
      await first.call('GET', `/api/v1/project/proofreport?ProjectUID=${created.projectUID}`, {
        token,
      }),
    );
    const reportPath = new URL(report.downloadURL).pathname;
    await first.service.whenIdle();
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
      tables: { projects: { [created.projectUID]: { name: 'Kept on disk' } } },
    });
    await first.close();

    const second = await startHttpHarness({ persistence: createFilePersistence(path) });
    try {
      const [kept] = resultOf<Project[]>(
        await second.call('GET', `/api/v1/project?ProjectUID=${created.projectUID}`, { token }),
      );
      expect(kept?.name).toBe('Kept on disk');
      const pdf = await fetch(`${second.url}${reportPath}`);
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
    } finally {
      await second.close();
    }
  });
});
