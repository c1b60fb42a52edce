/**
 * `npx tsx scripts/check-commit-subjects.ts`: every commit made since BASE_TIME has a subject of
 * at most 72 characters and, unless it is a merge, the story in a body after a blank line.
 *
 * A commit counts by its committer date, not by being after a base commit: CI clones shallow, so
 * a base commit may be missing while the commits after it are there. A shallow clone checks the
 * commits it holds (at least HEAD); a tree that is no git checkout is not checked.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Commits before this (2026-11-28 20:54 UTC, just after the last commit that landed without the
 * check) were written without it.
 */
export const BASE_TIME = Date.UTC(2026, 10, 28, 20, 54) / 1000;
export const MAX_SUBJECT = 72;
/** More than any branch holds; bounds the walk on a long history. */
const MAX_COMMITS = 5000;

export interface Commit {
  hash: string;
  parents: number;
  /** Committer date, seconds since the epoch. */
  time: number;
  message: string;
}

/** What is wrong with each commit's message, as one line per problem. */
export function commitProblems(commits: readonly Commit[]): string[] {
  const problems: string[] = [];
  for (const commit of commits) {
    if (commit.time < BASE_TIME) continue;
    const [subject = '', second, ...rest] = commit.message.replace(/\s+$/, '').split('\n');
    const name = `${commit.hash.slice(0, 7)} "${subject}"`;
    if (subject.length > MAX_SUBJECT)
      problems.push(`${name}: subject is ${subject.length} characters (at most ${MAX_SUBJECT})`);
    if (second !== undefined && second.trim() !== '')
      problems.push(`${name}: the line after the subject must be blank`);
    const body = [second ?? '', ...rest].some((line) => line.trim() !== '');
    if (commit.parents < 2 && !body)
      problems.push(`${name}: no body (what, why, what was measured)`);
  }
  return problems;
}

function git(args: string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** HEAD's history as far as this clone holds it, or null where git has none to give. */
export function readCommits(cwd = process.cwd()): { commits: Commit[]; shallow: boolean } | null {
  try {
    git(['rev-parse', '--verify', 'HEAD'], cwd);
  } catch {
    return null;
  }
  const shallow = git(['rev-parse', '--is-shallow-repository'], cwd).trim() === 'true';
  const log = git(['log', `-n${MAX_COMMITS}`, '--format=%H%x1f%P%x1f%ct%x1f%B%x1e', 'HEAD'], cwd);
  const commits = log
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record !== '')
    .map((record): Commit => {
      const [hash = '', parents = '', time = '0', message = ''] = record.split('\x1f');
      return {
        hash,
        parents: parents.split(' ').filter(Boolean).length,
        time: Number(time),
        message,
      };
    });
  return { commits, shallow };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const read = readCommits();
  if (!read) {
    console.log(
      'commit messages: no git history here (no checkout, or git refused it): not checked',
    );
  } else {
    const checked = read.commits.filter((commit) => commit.time >= BASE_TIME).length;
    const problems = commitProblems(read.commits);
    const scope = read.shallow ? ' (a shallow clone: the commits it holds)' : '';
    if (problems.length > 0) {
      console.error(`Commit messages that break the habit${scope}:\n${problems.join('\n')}`);
      process.exit(1);
    }
    console.log(`commit messages: ${checked} since the base, all well formed${scope}`);
  }
}
