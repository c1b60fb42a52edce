/**
 * The offline service's project list at scale: 10,000 extra projects in the Acme client,
 * then GET /api/v1/project (default filters, every visible project) through msw's
 * getResponse, body read in full. Target: median at most 20 ms.
 */
import { getResponse } from 'msw';
import type { LoginResult } from '@/api/types';
import { createModules } from '@/mock/modules';
import { DEMO_CLIENTS, DEMO_COLUMNS, DEMO_USERS } from '@/mock/seed/demo-ids';
import { buildDemoState, createOfflineService } from '@/mock/service';
import type { ProjectRow } from '@/mock/store/rows';
import type { MockState } from '@/mock/store/state';

const PROJECTS = 10_000;
const RUNS = 30;
const WARMUP = 3;
const ORIGIN = 'http://localhost';
const STATES = ['Active', 'Active', 'Active', 'OnHold', 'Completed', 'Archived'] as const;
const DAY = 86_400_000;

function addProjects(state: MockState, now: number): void {
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export async function run(): Promise<Record<string, number>> {
  const service = await createOfflineService({
    seed: (now, settings) => {
      const state = buildDemoState(createModules(), now, settings);
      addProjects(state, now);
      return state;
    },
  });
  try {
    const login = await getResponse(
      service.handlers,
      new Request(`${ORIGIN}/api/v1/token/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: 'anna@demo.test', password: 'demo' }),
      }),
    );
    if (!login?.ok) throw new Error(`login failed: ${login?.status ?? 'no response'}`);
    const { result } = (await login.json()) as { result: LoginResult };
    const list = async () => {
      const started = performance.now();
      const response = await getResponse(
        service.handlers,
        new Request(`${ORIGIN}/api/v1/project`, {
          headers: { Authorization: `Bearer ${result.token}` },
        }),
      );
      const text = (await response?.text()) ?? '';
      if (response?.status !== 200)
        throw new Error(`list failed: ${response?.status ?? 'no response'}`);
      return { ms: performance.now() - started, bytes: text.length };
    };
    let bytes = 0;
    for (let i = 0; i < WARMUP; i++) bytes = (await list()).bytes;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await list()).ms);
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      projects: service.context.db.count('projects'),
      runs: RUNS,
      medianMs: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      minMs: round(times[0] ?? Number.NaN),
      responseBytes: bytes,
      targetMedianMs: 20,
    };
  } finally {
    await service.dispose();
  }
}
