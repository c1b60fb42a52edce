import { describe, expect, it } from 'vitest';
import { ValidationProblem } from '@/offline/platform/http/errors';
import type { ProjectRow } from './rows';
import { diffProject, PROJECT_LIMITS, readProjectCreate, readProjectEdit } from './validation';

function problemOf(run: () => unknown): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationProblem) return error.errors;
    throw error;
  }
  return undefined;
}

const row: ProjectRow = {
  projectUID: 'p1',
  clientUID: 'c1',
  state: 'Active',
  name: 'Name',
  customer: 'Customer',
  project: null,
  design: null,
  revision: null,
  description: null,
  tags: ['a'],
  dueDate: null,
  created: '2025-01-01T00:00:00.000Z',
  templateUID: null,
  kanbanColumnUID: null,
  folderUID: null,
  ownerUIDs: ['u1'],
  workflowUID: null,
  metadata: [],
  transit: null,
};

describe('project validation rules', () => {
  it('reads a create body, normalising empty optional text to null and deduplicating owners', () => {
    const input = readProjectCreate({
      projectName: 'Box',
      customer: '',
      tags: ['x'],
      projectOwnersUIDS: ['u1', 'u1'],
      dueDate: '2030-01-02T03:04:05Z',
    });
    expect(input).toMatchObject({
      name: 'Box',
      customer: null,
      tags: ['x'],
      ownerUIDs: ['u1'],
      dueDate: '2030-01-02T03:04:05.000Z',
      clientUID: null,
    });
  });

  it('applies the limits of spec.md exactly at their edges', () => {
    const base = { projectName: 'Box', projectOwnersUIDS: ['u1'] };
    const edge = {
      ...base,
      project: 'p'.repeat(PROJECT_LIMITS.shortTextMax),
      design: 'd'.repeat(50),
      revision: 'r'.repeat(50),
      description: 'x'.repeat(PROJECT_LIMITS.descriptionMax),
      tags: Array.from({ length: PROJECT_LIMITS.maxTags }, () =>
        't'.repeat(PROJECT_LIMITS.tagMaxLength),
      ),
    };
    expect(problemOf(() => readProjectCreate(edge))).toBeUndefined();
    expect(
      problemOf(() => readProjectCreate({ ...edge, revision: 'r'.repeat(51) })),
    ).toHaveProperty('revision');
    expect(
      problemOf(() =>
        readProjectCreate({
          ...base,
          projectOwnersUIDS: Array.from({ length: 20 }, (_, i) => `u${i}`),
        }),
      ),
    ).toBeUndefined();
    expect(
      problemOf(() =>
        readProjectCreate({
          ...base,
          projectOwnersUIDS: Array.from({ length: 21 }, (_, i) => `u${i}`),
        }),
      ),
    ).toHaveProperty('projectOwnersUIDS');
    expect(problemOf(() => readProjectCreate({ ...base, tags: ['ok', ''] }))).toHaveProperty(
      'tags',
    );
  });

  it('reads an edit body: only fields sent, null clears optional ones', () => {
    expect(readProjectEdit({ projectUID: 'p1', customer: null, tags: null })).toEqual({
      projectUID: 'p1',
      changes: { customer: null, tags: null },
    });
    expect(
      problemOf(() => readProjectEdit({ projectUID: 'p1', projectOwnersUIDS: null })),
    ).toHaveProperty('projectOwnersUIDS');
    expect(
      problemOf(() => readProjectEdit({ projectUID: 'p1', dueDate: 'tomorrow' })),
    ).toHaveProperty('dueDate');
  });

  it('diffs only values that really change', () => {
    expect(diffProject(row, { name: 'Name', customer: 'Customer', tags: ['a'] })).toEqual({});
    expect(diffProject(row, { name: 'New', tags: null, ownerUIDs: ['u1', 'u2'] })).toEqual({
      name: 'New',
      tags: [],
      ownerUIDs: ['u1', 'u2'],
    });
  });
});
