import type { Project } from '@/api/types';

/** A complete project record for model tests; pass only what the test is about. */
export function testProject(overrides: Partial<Project> & Pick<Project, 'projectUID'>): Project {
  return {
    projectState: 'Active',
    name: overrides.projectUID,
    customer: null,
    project: null,
    design: null,
    revision: null,
    description: null,
    tags: [],
    dueDate: null,
    reviewStatus: { pendingCount: 0, approvedCount: 0, rejectedCount: 0 },
    created: '2025-01-01T00:00:00Z',
    templateUID: null,
    kanbanColumnUID: null,
    folderUID: null,
    owners: ['u1'],
    client: { clientUID: 'c1', name: 'Client' },
    workflow: null,
    ...overrides,
  };
}
