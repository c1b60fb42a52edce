import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port nobody listens on right now (the system picks it), unless one is asked for. */
export async function freePort(wanted?: number): Promise<number> {
  if (wanted) return wanted;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No free port'));
      });
    });
  });
}

/** The built app, served as `npm run preview` serves it, until `stop` is called. */
export interface PreviewServer {
  url: string;
  stop: () => void;
}

export async function startPreview(distDir: string, port: number): Promise<PreviewServer> {
  if (!existsSync(`${distDir}/index.html`)) {
    throw new Error(`${distDir}/index.html is missing: build the app first (see docs/testing.md).`);
  }
  // A process group of its own, so stopping it stops npx and the vite under it, nothing else.
  const child: ChildProcess = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      distDir,
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: process.env },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode})`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error(`vite preview did not answer on ${url} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const hasPngquant = spawnSync('pngquant', ['--version']).status === 0;

/**
 * Writes the screenshot, reduced to a 256-colour palette by Debian's pngquant when it is
 * installed (a screen of flat UI colours loses nothing visible and shrinks to a third or less).
 * Answers the file's size in bytes.
 */
export function savePng(path: string, png: Buffer): number {
  if (hasPngquant) {
    const quantised = spawnSync('pngquant', ['--quality=70-95', '--speed=1', '--strip', '-'], {
      input: png,
      maxBuffer: 32 * 1024 * 1024,
    });
    // Status 99: the quality floor could not be met; keep the full-colour picture then.
    if (quantised.status === 0) png = quantised.stdout;
  }
  writeFileSync(path, png);
  return statSync(path).size;
}

export { hasPngquant };
