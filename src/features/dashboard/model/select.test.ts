import { describe, expect, it } from 'vitest';
import { countByFolder, projectsInFolder, projectsOfClient } from './select';
import { testProject } from './test-projects';

const acme = { clientUID: 'acme', name: 'Acme' };
const nordic = { clientUID: 'nordic', name: 'Nordic' };
const projects = [
  testProject({ projectUID: 'a', client: acme, folderUID: 'f1' }),
  testProject({ projectUID: 'b', client: nordic, folderUID: 'f2' }),
  testProject({ projectUID: 'c', client: acme, folderUID: null }),
  testProject({ projectUID: 'd', client: acme, folderUID: 'f1' }),
];

describe('dashboard selections', () => {
  it('keeps a client’s projects, and the very list when all are the client’s', () => {
    expect(projectsOfClient(projects, 'acme').map((p) => p.projectUID)).toEqual(['a', 'c', 'd']);
    const onlyAcme = projectsOfClient(projects, 'acme');
    expect(projectsOfClient(onlyAcme, 'acme')).toBe(onlyAcme);
    expect(projectsOfClient(projects, 'nobody')).toEqual([]);
  });

  it('counts projects per folder, unfiled ones only in the total', () => {
    const counts = countByFolder(projects);
    expect(counts.all).toBe(4);
    expect(Object.fromEntries(counts.byFolder)).toEqual({ f1: 2, f2: 1 });
  });

  it('narrows to a folder, or keeps everything for "all projects"', () => {
    expect(projectsInFolder(projects, 'f1').map((p) => p.projectUID)).toEqual(['a', 'd']);
    expect(projectsInFolder(projects, null)).toBe(projects);
  });
});
