import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/**
 * The offline service as a real HTTP server (npm run offline:server) with a fast mock clock:
 * there webhooks are delivered for real, with retries, which the in-browser service does not
 * do. OFFLINE_TIME_SCALE=20 makes activation and deletion take 3 s and the first retry 0.5 s.
 */
export interface MockServer {
  url: string;
  stop(): Promise<void>;
}

export async function startMockServer(timeScale = 20): Promise<MockServer> {
  const child: ChildProcess = spawn('npx', ['tsx', 'scripts/offline-server.ts', '--port', '0'], {
    env: { ...process.env, OFFLINE_TIME_SCALE: String(timeScale) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npx starts tsx, which starts the server, and stop() ends them all.
    detached: true,
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s/]+)/.exec(out);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`mock server exited (${code}):\n${out}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve();
        child.once('exit', () => resolve());
        // The whole group: killing npx alone left the server running after every e2e run.
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/**
 * Points the app at `apiBaseUrl` as a deployment would, through config.json. Tests that use
 * it turn on `bypassCSP`: the preview server's policy names the API origin of the build's own
 * config.json, not this test server's.
 */
export async function pointAppAt(page: Page, apiBaseUrl: string): Promise<void> {
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiBaseUrl } }));
}

export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  body: { EventId: string; EventType: string };
}

/** A webhook receiver answering from a script of statuses, then `fallback`. */
export interface Receiver {
  origin: string;
  posts: ReceivedPost[];
  script: number[];
  fallback: number;
  close(): Promise<void>;
}

export async function startReceiver(fallback = 200): Promise<Receiver> {
  const receiver: Receiver = {
    origin: '',
    posts: [],
    script: [],
    fallback,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.posts.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedPost['body'],
      });
      res.writeHead(receiver.script.shift() ?? receiver.fallback).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
