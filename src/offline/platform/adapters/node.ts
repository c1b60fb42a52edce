import { setupServer, type SetupServer } from 'msw/node';
import type { LoginResult } from '@/api/types';
import { DEMO_PASSWORD } from '../demo-ids';
import { nodeRaster } from '../processing/raster-node';
import { createOfflineService, type OfflineService, type OfflineServiceOptions } from '../service';

/** A fresh offline service behind msw/node, for Vitest. */
export interface TestService {
  server: SetupServer;
  service: OfflineService;
  /** Origin the handlers answer on in tests: `http://localhost`. */
  baseUrl: string;
  /** Logs a demo account in and returns its bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** Counts the requests sent to `method` `path` (e.g. to prove a save went out once). */
  countRequests(method: string, path: string): { readonly count: number; reset(): void };
  /** Stops intercepting and disposes the service. */
  dispose(): Promise<void>;
}

/**
 * Creates a service with a fresh demo seed (memory persistence unless given) and starts
 * msw/node with `onUnhandledRequest: 'error'`. Call `dispose()` after each test.
 */
export async function createTestService(options: OfflineServiceOptions = {}): Promise<TestService> {
  const baseUrl = options.origin ?? 'http://localhost';
  const service = await createOfflineService({ raster: nodeRaster, ...options, origin: baseUrl });
  const server = setupServer(...service.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    server,
    service,
    baseUrl,
    async login(email, password = DEMO_PASSWORD) {
      const response = await fetch(`${baseUrl}/api/v1/token/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userName: email, password }),
      });
      if (!response.ok) throw new Error(`Login of ${email} failed with HTTP ${response.status}`);
      const body = (await response.json()) as { result: LoginResult };
      return body.result.token;
    },
    countRequests(method, path) {
      let count = 0;
      server.events.on('request:start', ({ request }) => {
        if (request.method === method && new URL(request.url).pathname === path) count += 1;
      });
      return {
        get count() {
          return count;
        },
        reset: () => (count = 0),
      };
    },
    async dispose() {
      server.close();
      await service.dispose();
    },
  };
}
