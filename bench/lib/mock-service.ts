/** The offline service as the mock benchmarks drive it: in process, through msw's getResponse. */
import { getResponse } from 'msw';
import type { LoginResult } from '@/api/types';
import { createModules } from '@/offline/platform/modules';
import { DEMO_PASSWORD } from '@/offline/platform/demo-ids';
import {
  buildDemoState,
  createOfflineService,
  type OfflineService,
} from '@/offline/platform/service';
import type { OfflineState } from '@/offline/platform/store/state';
import type { Timed } from './measure';

const ORIGIN = 'http://localhost';

/** A service seeded with the demo data plus what `grow` adds to it. */
export function grownService(
  grow: (state: OfflineState, now: number) => void,
): Promise<OfflineService> {
  return createOfflineService({
    seed: (now, settings) => {
      const state = buildDemoState(createModules(), now, settings);
      grow(state, now);
      return state;
    },
  });
}

/** Logs a demo account in; returns its token. */
export async function login(service: OfflineService, email: string): Promise<string> {
  const response = await getResponse(
    service.handlers,
    new Request(`${ORIGIN}/api/v1/token/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: email, password: DEMO_PASSWORD }),
    }),
  );
  if (!response?.ok) throw new Error(`login failed: ${response?.status ?? 'no response'}`);
  const { result } = (await response.json()) as { result: LoginResult };
  return result.token;
}

/** GETs an API path (`/api/v1/...`) as `token`, timed until the body is read in full. */
export async function timedGet(
  service: OfflineService,
  token: string,
  path: string,
): Promise<Timed> {
  const started = performance.now();
  const response = await getResponse(
    service.handlers,
    new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${token}` } }),
  );
  const text = (await response?.text()) ?? '';
  if (response?.status !== 200)
    throw new Error(`GET ${path} failed: ${response?.status ?? 'no response'} ${text}`);
  return { ms: performance.now() - started, bytes: text.length };
}
