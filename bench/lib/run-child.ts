import { execFileSync, spawn } from 'node:child_process';

/** The process ids under `pid`, deepest first (pgrep -P works on Linux and macOS). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // pgrep exits 1 when there are none.
  }
  return children.flatMap((child) => [...descendants(child), child]);
}

/** Stops `pid` and everything it started (a browser a benchmark launched included). */
function killTree(pid: number): void {
  for (const id of [...descendants(pid), pid]) {
    try {
      process.kill(id, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
}

/**
 * Runs `command args` with stdout on our stderr, as bench/run.ts runs each benchmark. Settles
 * with its exit code, or with 'timeout' after `timeoutMs`, when it and all it started (a hung
 * headless browser included) are stopped.
 */
export function runChild(
  command: string,
  args: string[],
  timeoutMs: number,
): Promise<number | 'timeout'> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 2, 'inherit'] });
    const timer = setTimeout(() => {
      if (child.pid !== undefined) killTree(child.pid);
      resolve('timeout');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}
