import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_TIME, commitProblems, readCommits, type Commit } from './check-commit-subjects';

const after = BASE_TIME + 60;
const commit = (message: string, overrides: Partial<Commit> = {}): Commit => ({
  hash: 'abcdef0123',
  parents: 1,
  time: after,
  message,
  ...overrides,
});

describe('commitProblems', () => {
  it('accepts a subject of 72 characters with a body after a blank line', () => {
    expect(commitProblems([commit(`${'s'.repeat(72)}\n\nWhy it changed.\n`)])).toEqual([]);
  });

  it('names a long subject, a missing blank line and a missing body', () => {
    expect(commitProblems([commit(`${'s'.repeat(73)}\n\nWhy.`)])).toEqual([
      expect.stringContaining('subject is 73 characters'),
    ]);
    expect(commitProblems([commit('Subject\nWhy, on the next line.')])).toEqual([
      expect.stringContaining('the line after the subject must be blank'),
    ]);
    expect(commitProblems([commit('Subject only\n')])).toEqual([
      expect.stringContaining('no body'),
    ]);
  });

  it('lets merges go without a body and leaves commits before the base alone', () => {
    expect(commitProblems([commit("Merge branch 'docs'", { parents: 2 })])).toEqual([]);
    expect(commitProblems([commit('x'.repeat(90), { time: BASE_TIME - 1 })])).toEqual([]);
  });
});

function hasGit(): boolean {
  try {
    execFileSync('git', ['--version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!hasGit())('readCommits', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'commit-subjects-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function repoWith(messages: string[]): string {
    const dir = tempDir();
    const date = `@${after} +0000`;
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.test',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.test',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    };
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, stdio: 'pipe' });
    git('init', '-q');
    messages.forEach((message, index) => {
      writeFileSync(join(dir, 'file.txt'), String(index));
      git('add', 'file.txt');
      git('commit', '-q', '-m', message);
    });
    return dir;
  }

  it('reads every commit of a full clone and finds the bad one', () => {
    const dir = repoWith(['Good subject\n\nThe story.', `${'b'.repeat(80)}\n\nThe story.`]);
    const read = readCommits(dir);
    expect(read?.shallow).toBe(false);
    expect(read?.commits).toHaveLength(2);
    expect(commitProblems(read?.commits ?? [])).toEqual([
      expect.stringContaining('subject is 80 characters'),
    ]);
  });

  it('works on a shallow clone, as CI makes, checking the commits it holds', () => {
    const origin = repoWith(['First\n\nThe story.', 'Second\n\nThe story.', 'Third only\n']);
    const clone = join(tempDir(), 'clone');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, clone], {
      stdio: 'pipe',
    });
    const read = readCommits(clone);
    expect(read?.shallow).toBe(true);
    expect(read?.commits.map((c) => c.message.split('\n')[0])).toEqual(['Third only']);
    expect(commitProblems(read?.commits ?? [])).toEqual([expect.stringContaining('no body')]);
  });

  it('checks nothing in a tree that is no git checkout', () => {
    expect(readCommits(tempDir())).toBeNull();
  });
});
