import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { createTestService, type TestService } from './node';
import { DEMO_PROJECTS } from '../demo-ids';

let t: TestService;
beforeEach(async () => {
  t = await createTestService();
});
afterEach(() => t.dispose());

describe('msw/node adapter', () => {
  it('serves the API to plain fetch calls', async () => {
    const token = await t.login('anna@demo.test');
    const response = await fetch(
      `${t.baseUrl}/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeOatBox}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Mock-Service')).toBe('offline');
    const body = (await response.json()) as { result: Project[] };
    expect(body.result.map((p) => p.name)).toEqual(['Oat Crunch cereal box 500 g']);
  });

  it('answers on any origin, as the browser worker and the HTTP server need', async () => {
    const response = await fetch('https://proofdesk.example.test/api/v1/token/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'ravi@demo.test', password: 'demo' }),
    });
    expect(response.status).toBe(200);
  });

  it('starts every test from the demo seed', async () => {
    const token = await t.login('anna@demo.test');
    const response = await fetch(`${t.baseUrl}/api/v1/project`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectUID: DEMO_PROJECTS.acmeOatBox, customer: 'Only in this test' }),
    });
    expect(response.status).toBe(200);
    await t.dispose();
    t = await createTestService();
    const fresh = await t.login('anna@demo.test');
    const list = await fetch(`${t.baseUrl}/api/v1/project?ProjectUID=${DEMO_PROJECTS.acmeOatBox}`, {
      headers: { Authorization: `Bearer ${fresh}` },
    });
    const body = (await list.json()) as { result: Project[] };
    expect(body.result[0]?.customer).toBe('Morning Harbour');
  });

  it('lets a test override one endpoint with server.use', async () => {
    const { http, HttpResponse } = await import('msw');
    t.server.use(
      http.get('*/api/v1/users', () =>
        HttpResponse.json({ version: '1.0', statusCode: 503, message: 'down' }, { status: 503 }),
      ),
    );
    const token = await t.login('anna@demo.test');
    const response = await fetch(`${t.baseUrl}/api/v1/users`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(503);
  });
});
