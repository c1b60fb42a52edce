import { describe, expect, it } from 'vitest';
import type { ClientDirectory, LoggedInUser } from '@/api/types';
import { DEMO_CLIENTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { resultOf } from '@/offline/testing/http-client';
import { harnessEachTest } from '@/offline/testing/test-bed';

const t = harnessEachTest();

describe('GET /api/v1/users', () => {
  it('lists every client of the caller with users, templates, folders and Kanban columns', async () => {
    const token = await t.h.login('anna@demo.test');
    const clients = resultOf<ClientDirectory[]>(await t.h.call('GET', '/api/v1/users', { token }));
    expect(clients.map((c) => c.name)).toEqual(['Acme Packaging', 'Nordic Foods']);
    for (const client of clients) {
      expect(client.kanbanColumns.length).toBeGreaterThanOrEqual(3);
      expect(client.folders.length).toBeGreaterThanOrEqual(2);
      expect(client.templates.length).toBeGreaterThanOrEqual(1);
      expect(Object.keys(client.users[0] ?? {}).sort()).toEqual(['email', 'fullName', 'userUID']);
      expect(Object.keys(client.kanbanColumns[0] ?? {}).sort()).toEqual([
        'kanbanColumnUID',
        'name',
      ]);
      expect(Object.keys(client.folders[0] ?? {}).sort()).toEqual(['folderUID', 'name']);
      expect(Object.keys(client.templates[0] ?? {}).sort()).toEqual(['name', 'templateUID']);
    }
    const acme = clients.find((c) => c.clientUID === DEMO_CLIENTS.acme);
    expect(acme?.users.map((u) => u.email).sort()).toEqual([
      'anna@demo.test',
      'lite@demo.test',
      'ravi@demo.test',
    ]);
  });

  it('shows a single-tenant user only their client', async () => {
    const token = await t.h.login('lena@demo.test');
    const clients = resultOf<ClientDirectory[]>(await t.h.call('GET', '/api/v1/users', { token }));
    expect(clients.map((c) => c.clientUID)).toEqual([DEMO_CLIENTS.nordic]);
  });

  it('needs a token', async () => {
    expect((await t.h.call('GET', '/api/v1/users')).status).toBe(401);
  });
});

describe('GET /api/v1/user/loggedin', () => {
  it('returns the token owner with plan and clients, default tenant first', async () => {
    const token = await t.h.login('anna@demo.test');
    const user = resultOf<LoggedInUser>(await t.h.call('GET', '/api/v1/user/loggedin', { token }));
    expect(user).toEqual({
      userUID: DEMO_USERS.anna,
      fullName: 'Anna Berg',
      email: 'anna@demo.test',
      plan: 'Pro',
      clients: [
        { clientUID: DEMO_CLIENTS.acme, name: 'Acme Packaging', isAdmin: true },
        { clientUID: DEMO_CLIENTS.nordic, name: 'Nordic Foods', isAdmin: true },
      ],
    });
  });
});
