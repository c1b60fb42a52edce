import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, DEMO_PROJECTS } from '@/offline/platform/demo-ids';
import { createOfflineService, type OfflineService } from '@/offline/platform/service';
import { projectRecordJson } from './json';
import { buildProjectRecord } from './record';

let service: OfflineService;
beforeEach(async () => {
  service = await createOfflineService();
});
afterEach(() => service.dispose());

const decode = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes));

describe('project record JSON cache', () => {
  it('serializes exactly what the record builder builds, children included', () => {
    const ctx = service.context;
    const row = ctx.db.get('projects', DEMO_PROJECTS.nordicJuice);
    if (!row) throw new Error('seed');
    for (const include of [
      {},
      { metadata: true, tasks: true },
      { assets: true, refDocs: true, lastVersionOnly: false },
    ]) {
      expect(decode(projectRecordJson(ctx, row, 'http://x', include))).toEqual(
        buildProjectRecord(ctx, row, 'http://x', include),
      );
    }
  });

  it('rebuilds after the row or a declared dependency changes', () => {
    const ctx = service.context;
    let approvals = 1;
    ctx.projects.reviewStatus.push(() => ({ approvedCount: approvals }));
    ctx.projects.recordDependencies.push('sessions');
    const json = () => {
      const row = ctx.db.get('projects', DEMO_PROJECTS.acmeCrisps);
      if (!row) throw new Error('seed');
      return decode(projectRecordJson(ctx, row, 'http://x')) as {
        customer: string;
        client: { name: string };
        reviewStatus: { approvedCount: number };
      };
    };
    expect(json().reviewStatus.approvedCount).toBe(1);
    approvals = 2;
    expect(json().reviewStatus.approvedCount).toBe(1);
    ctx.db.insert('sessions', 'x', { token: 'x', userUID: 'u', createdAt: 0, expiresAt: 1 });
    expect(json().reviewStatus.approvedCount).toBe(2);
    ctx.db.update('projects', DEMO_PROJECTS.acmeCrisps, { customer: 'New customer' });
    expect(json().customer).toBe('New customer');
    const client = ctx.db.get('clients', DEMO_CLIENTS.acme);
    ctx.db.update('clients', DEMO_CLIENTS.acme, { name: `${client?.name ?? ''} Ltd` });
    expect(json().client.name).toBe('Acme Packaging Ltd');
  });
});
