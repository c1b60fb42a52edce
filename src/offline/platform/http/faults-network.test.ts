import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../demo-ids';
import { createOfflineService, type OfflineService } from '../service';
import { startHttpHarness } from '@/offline/testing/http-client';

const services: OfflineService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.dispose();
});

async function serviceWith(faults: string): Promise<OfflineService> {
  const service = await createOfflineService({ settings: { faults } });
  services.push(service);
  return service;
}

function usersRequest(): Request {
  return new Request('http://localhost/api/v1/users');
}

describe('network faults (MOCK_FAULTS drop, hang and lost)', () => {
  it('drop: the request fails as a network error, unprocessed, and the admin endpoints still answer', async () => {
    const service = await serviceWith('drop=1');
    const dropped = await getResponse(service.handlers, usersRequest());
    expect(dropped?.type).toBe('error');
    const admin = await getResponse(
      service.handlers,
      new Request('http://localhost/api/v1/mock/settings'),
    );
    // Exempt from faults: it answers (401 without a token), so a demo can switch them off.
    expect(admin?.status).toBe(401);
  });

  it('hang: the answer never comes', async () => {
    const service = await serviceWith('hang=1');
    const outcome = await Promise.race([
      getResponse(service.handlers, usersRequest()).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 100)),
    ]);
    expect(outcome).toBe('still waiting');
  });

  it('lost: a create is processed and stored, its answer never comes, reads still answer', async () => {
    const service = await serviceWith('');
    const login = await getResponse(
      service.handlers,
      new Request('http://localhost/api/v1/token/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: 'anna@demo.test', password: DEMO_PASSWORD }),
      }),
    );
    const { token } = ((await login?.json()) as { result: { token: string } }).result;
    const named = () =>
      service.context.db.rows('projects').filter((p) => p.name === 'Lost answer carton').length;
    service.setSettings({ faults: 'lost=1' });
    const create = getResponse(
      service.handlers,
      new Request('http://localhost/api/v1/project', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          projectName: 'Lost answer carton',
          projectOwnersUIDS: [DEMO_USERS.anna],
        }),
      }),
    );
    const outcome = await Promise.race([
      create.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 100)),
    ]);
    expect(outcome).toBe('still waiting');
    await service.whenIdle();
    expect(named()).toBe(1);
    // Reads still answer, so a client can find out that its save landed.
    const read = await getResponse(
      service.handlers,
      new Request('http://localhost/api/v1/project?Query=Lost%20answer%20carton', {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(read?.status).toBe(200);
  });

  it('drop over HTTP: the connection closes without an answer', async () => {
    const harness = await startHttpHarness({ settings: { faults: 'drop=1' } });
    try {
      await expect(fetch(`${harness.url}/api/v1/users`)).rejects.toThrow(TypeError);
    } finally {
      await harness.close();
    }
  });
});
