/**
 * The offline service's project list at scale: 10,000 extra projects in the Acme client,
 * then GET /api/v1/project (default filters, every visible project) through msw's
 * getResponse, body read in full. Target (issue 17): median at most 10 ms.
 */
import { DEMO_CLIENTS, DEMO_COLUMNS, DEMO_USERS } from '@/offline/platform/demo-ids';
import type { ProjectRow } from '@/offline/projects';
import type { OfflineState } from '@/offline/platform/store/state';
import { measure, percentile, round } from './lib/measure';
import { grownService, login, timedGet } from './lib/mock-service';

const PROJECTS = 10_000;
const RUNS = 30;
const WARMUP = 3;
const STATES = ['Active', 'Active', 'Active', 'OnHold', 'Completed', 'Archived'] as const;
const DAY = 86_400_000;

function addProjects(state: OfflineState, now: number): void {
  for (let i = 0; i < PROJECTS; i++) {
    const uid = `bench-${String(i).padStart(5, '0')}`;
    const row: ProjectRow = {
      projectUID: uid,
      clientUID: DEMO_CLIENTS.acme,
      state: STATES[i % STATES.length] ?? 'Active',
      name: `Bench carton ${i}`,
      customer: `Customer ${i % 97}`,
      project: `Line ${i % 31}`,
      design: 'Folding carton',
      revision: String(1 + (i % 9)),
      description: 'Generated for the project list benchmark.',
      tags: ['bench', `t${i % 13}`],
      dueDate:
        i % 5 === 0 ? null : new Date(now + ((i % 120) - 30) * DAY).toISOString().slice(0, 10),
      created: new Date(now - (i % 365) * DAY).toISOString(),
      templateUID: null,
      kanbanColumnUID: DEMO_COLUMNS.acmeArtwork,
      folderUID: null,
      ownerUIDs: [DEMO_USERS.anna],
      workflowUID: null,
      metadata: [],
      transit: null,
    };
    state.tables.projects[uid] = row;
  }
}

export async function run(): Promise<Record<string, number | boolean>> {
  const service = await grownService(addProjects);
  try {
    const token = await login(service, 'anna@demo.test');
    const { times, bytes } = await measure(
      () => timedGet(service, token, '/api/v1/project'),
      RUNS,
      WARMUP,
    );
    return {
      projects: service.context.db.count('projects'),
      runs: RUNS,
      medianMs: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      minMs: round(times[0] ?? Number.NaN),
      responseBytes: bytes,
      targetMedianMs: 10,
      withinTarget: percentile(times, 50) <= 10,
    };
  } finally {
    await service.dispose();
  }
}
