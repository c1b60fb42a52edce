import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { foldText, matchProjects } from './text-match';

const project = (fields: Partial<Project>): Project => ({
  ...({} as Project),
  tags: [],
  ...fields,
});

describe('matchProjects', () => {
  const oat = project({ name: 'Oat Crunch cereal box 500 g', customer: 'Morning Harbour' });
  const creme = project({ name: 'Crème fraîche 200 ml', tags: ['dairy', 'Été'] });
  const list = [oat, creme];

  it('ignores case and accents, as people type', () => {
    expect(matchProjects(list, 'oat')).toEqual([oat]);
    expect(matchProjects(list, 'CREME')).toEqual([creme]);
    expect(matchProjects(list, 'ete')).toEqual([creme]);
    expect(matchProjects(list, 'harbour')).toEqual([oat]);
  });

  it('needs every word, anywhere in the searched fields; blank keeps all', () => {
    expect(matchProjects(list, 'crunch morning')).toEqual([oat]);
    expect(matchProjects(list, 'crunch dairy')).toEqual([]);
    expect(matchProjects(list, '   ')).toBe(list);
  });

  it('folds to lower case without marks', () => {
    expect(foldText('Ålesund ŁÓDŹ')).toBe('alesund łodz');
  });
});
