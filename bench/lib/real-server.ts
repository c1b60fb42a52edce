/**
 * The real-server setup of docs/deployment.md for the Lighthouse benchmark: a production build served by
 * the shipped nginx configuration (deploy/nginx/start.sh) against `npm run offline:server` on an
 * origin of its own, and a second nginx serving the same build as the offline demo.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RealServer {
  app: string;
  api: string;
  offline: string;
  close: () => Promise<void>;
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: its server exited (${child.exitCode})`);
    const answer = await fetch(url).catch(() => null);
    if (answer) return;
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts in its own process group, so stopping it stops what it started (npm's node). */
function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

export async function startRealServer(distDir: string): Promise<RealServer> {
  // BENCH_LIGHTHOUSE_PORT: three ports from there (app, API, offline demo); else free ones.
  const from = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 0);
  const [appPort, apiPort, offlinePort] = from
    ? [from, from + 1, from + 2]
    : [await freePort(), await freePort(), await freePort()];
  const app = `http://127.0.0.1:${appPort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  const offline = `http://127.0.0.1:${offlinePort}`;
  const nginx = (port: number, apiBaseUrl: string) =>
    start('sh', ['deploy/nginx/start.sh'], {
      PROOFDESK_API_BASE_URL: apiBaseUrl,
      PROOFDESK_LISTEN: `127.0.0.1:${port}`,
      PROOFDESK_DIST: distDir,
      PROOFDESK_NGINX_PREFIX: join(tmpdir(), `proofdesk-nginx-${port}`),
      // As root, nginx's workers would run as nobody, who cannot read a build in a private folder
      // (a clone in a temporary directory is one): they run as the folder's owner instead.
      ...(process.getuid?.() === 0 ? { PROOFDESK_NGINX_USER: 'root' } : {}),
    });
  const children = [
    start('npm', [
      'run',
      '-s',
      'offline:server',
      '--',
      '--port',
      String(apiPort),
      '--app-origin',
      app,
    ]),
    nginx(appPort, api),
    nginx(offlinePort, ''),
  ];
  const close = async () => {
    await Promise.all(children.map(stop));
  };
  try {
    const [mock, appServer, offlineServer] = children as [ChildProcess, ChildProcess, ChildProcess];
    await waitFor(`${api}/`, mock, 120_000);
    await waitFor(`${app}/config.json`, appServer, 30_000);
    await waitFor(`${offline}/config.json`, offlineServer, 30_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { app, api, offline, close };
}

/** A fresh external review link (English, no password) from the API, as the e-mail gives it. */
export async function externalReviewLink(api: string): Promise<string> {
  const call = async (path: string, body: unknown, token?: string) => {
    const answer = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`POST ${path}: HTTP ${answer.status}`);
    return ((await answer.json()) as { result: Record<string, unknown> }).result;
  };
  const { token } = await call('/api/v1/token/login', {
    userName: 'anna@demo.test',
    password: 'demo',
  });
  const task = await call(
    '/api/v1/task/review_asset_ext',
    {
      projectUID: 'prj-nordic-lingonberry-juice',
      email: 'lighthouse@printshop.example',
      assetUIDs: ['ast-nordic-jam-label'],
      emailLanguage: 'English',
      isReadOnly: false,
      isAllowDownloadAssets: false,
    },
    String(token),
  );
  return String(task.reviewUrl);
}
