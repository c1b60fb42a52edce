import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineHttpError } from '@/offline/platform/http/errors';
import { DEMO_CLIENTS, DEMO_PROJECTS, DEMO_USERS } from '@/offline/platform/demo-ids';
import { createOfflineService, type OfflineService } from '@/offline/platform/service';
import type { UserRow } from './rows';
import {
  clientsOf,
  findVisibleProject,
  requireClient,
  requireVisibleProject,
  usersOfClient,
} from './permissions';

let service: OfflineService;
beforeEach(async () => {
  service = await createOfflineService();
});
afterEach(() => service.dispose());

const user = (uid: string): UserRow => {
  const row = service.context.db.get('users', uid);
  if (!row) throw new Error(uid);
  return row;
};

describe('tenant scoping', () => {
  it('shows a user the projects of their clients only', () => {
    const ctx = service.context;
    expect(
      findVisibleProject(ctx, user(DEMO_USERS.ravi), DEMO_PROJECTS.acmeCrisps)?.projectUID,
    ).toBe(DEMO_PROJECTS.acmeCrisps);
    expect(
      findVisibleProject(ctx, user(DEMO_USERS.ravi), DEMO_PROJECTS.nordicYogurt),
    ).toBeUndefined();
    expect(() =>
      requireVisibleProject(ctx, user(DEMO_USERS.lena), DEMO_PROJECTS.acmeCrisps),
    ).toThrow(OfflineHttpError);
  });

  it('defaults the tenant to the first client and refuses foreign ones with 404', () => {
    const ctx = service.context;
    expect(requireClient(ctx, user(DEMO_USERS.anna), undefined).clientUID).toBe(DEMO_CLIENTS.acme);
    expect(requireClient(ctx, user(DEMO_USERS.anna), DEMO_CLIENTS.nordic).clientUID).toBe(
      DEMO_CLIENTS.nordic,
    );
    expect(() => requireClient(ctx, user(DEMO_USERS.ravi), DEMO_CLIENTS.nordic)).toThrow(
      expect.objectContaining({ status: 404 }) as Error,
    );
    expect(clientsOf(ctx, user(DEMO_USERS.anna)).map((c) => c.clientUID)).toEqual([
      DEMO_CLIENTS.acme,
      DEMO_CLIENTS.nordic,
    ]);
  });

  it('lists the active users of a client', () => {
    const ctx = service.context;
    expect(
      usersOfClient(ctx, DEMO_CLIENTS.nordic)
        .map((u) => u.userUID)
        .sort(),
    ).toEqual([DEMO_USERS.anna, DEMO_USERS.lena].sort());
    ctx.db.update('users', DEMO_USERS.lena, { active: false });
    expect(usersOfClient(ctx, DEMO_CLIENTS.nordic).map((u) => u.userUID)).toEqual([
      DEMO_USERS.anna,
    ]);
  });
});
