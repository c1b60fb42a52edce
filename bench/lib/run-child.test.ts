import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runChild } from './run-child';

/** Whether `pid` still runs (a killed process whose parent is gone may linger as a zombie). */
const alive = (pid: number) => {
  try {
    const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' });
    return !state.trim().startsWith('Z');
  } catch {
    return false;
  }
};

describe('a benchmark in a process of its own', () => {
  it('gives its exit code', async () => {
    await expect(runChild(process.execPath, ['-e', 'process.exit(3)'], 10_000)).resolves.toBe(3);
  });

  it('stops a hung one after its time, with what it started', async () => {
    // A stand-in for a benchmark whose browser stopped answering: it starts a child that
    // sleeps, writes that child's pid, and waits forever.
    const script = [
      "const { spawn } = require('node:child_process');",
      "const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);",
      "require('node:fs').writeFileSync(process.argv[1], String(child.pid));",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const pidFile = execFileSync('mktemp', { encoding: 'utf8' }).trim();
    const started = runChild(process.execPath, ['-e', script, pidFile], 1_500);
    await expect(started).resolves.toBe('timeout');
    const grandchild = Number(execFileSync('cat', [pidFile], { encoding: 'utf8' }));
    expect(grandchild).toBeGreaterThan(0);
    await expect.poll(() => alive(grandchild)).toBe(false);
  });
});
