import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import {
  emptyFormValues,
  formValuesOf,
  isFormDirty,
  toCreateRequest,
  toEditRequest,
  validateProjectForm,
  type ProjectFormValues,
} from './project-form';

const values = (overrides: Partial<ProjectFormValues> = {}): ProjectFormValues => ({
  ...emptyFormValues('cli-acme', ['usr-anna']),
  name: 'Lemon can',
  ...overrides,
});

const project: Project = {
  projectUID: 'prj-1',
  projectState: 'Active',
  name: 'Lemon can',
  customer: 'Fizzly',
  project: 'Sparkling Lemon',
  design: null,
  revision: 'R3',
  description: null,
  tags: ['can', 'beverage'],
  dueDate: '2025-07-01T15:00:00Z',
  reviewStatus: { pendingCount: 0, approvedCount: 0, rejectedCount: 0 },
  created: '2025-06-01T10:00:00Z',
  templateUID: 'tpl-1',
  kanbanColumnUID: 'col-1',
  folderUID: null,
  owners: ['usr-anna', 'usr-ravi'],
  client: { clientUID: 'cli-acme', name: 'Acme Packaging' },
  workflow: null,
};

describe('validateProjectForm', () => {
  it('accepts a name and one owner', () => {
    expect(validateProjectForm(values())).toEqual({});
  });

  it('requires a name (spaces do not count) and a client', () => {
    expect(validateProjectForm(values({ name: '   ', clientUID: '' }))).toEqual({
      name: { key: 'form.name.required' },
      client: { key: 'form.client.required' },
    });
  });

  it('holds project, design and revision to 50 and description to 200 characters', () => {
    const ok = values({
      project: 'p'.repeat(50),
      design: 'd'.repeat(50),
      revision: 'r'.repeat(50),
      description: 'x'.repeat(200),
    });
    expect(validateProjectForm(ok)).toEqual({});
    const over = values({
      project: 'p'.repeat(51),
      design: 'd'.repeat(52),
      revision: 'r'.repeat(51),
      description: 'x'.repeat(201),
    });
    expect(validateProjectForm(over)).toEqual({
      project: { key: 'form.tooLong', values: { max: 50, over: 1 } },
      design: { key: 'form.tooLong', values: { max: 50, over: 2 } },
      revision: { key: 'form.tooLong', values: { max: 50, over: 1 } },
      description: { key: 'form.tooLong', values: { max: 200, over: 1 } },
    });
  });

  it('counts the text that is sent: surrounding spaces are not over the limit', () => {
    expect(validateProjectForm(values({ project: `  ${'p'.repeat(50)}  ` }))).toEqual({});
  });

  it('wants 1 to 20 owners', () => {
    expect(validateProjectForm(values({ ownerUIDs: [] })).owners?.key).toBe('form.owners.required');
    const many = Array.from({ length: 21 }, (_, i) => `u${String(i)}`);
    expect(validateProjectForm(values({ ownerUIDs: many })).owners).toEqual({
      key: 'form.owners.tooMany',
      values: { max: 20, over: 1 },
    });
    expect(validateProjectForm(values({ ownerUIDs: many.slice(0, 20) }))).toEqual({});
  });

  it('checks a tag still in the box, and at most 20 tags', () => {
    expect(validateProjectForm(values({ tagDraft: 'x'.repeat(26) })).tags?.key).toBe(
      'form.tags.tooLong',
    );
    const tags = Array.from({ length: 21 }, (_, i) => `t${String(i)}`);
    expect(validateProjectForm(values({ tags })).tags?.key).toBe('form.tags.tooMany');
  });

  it('refuses an incomplete date', () => {
    expect(validateProjectForm(values({ dueDate: '2025-13' })).dueDate?.key).toBe(
      'form.dueDate.invalid',
    );
  });
});

describe('toCreateRequest', () => {
  it('sends trimmed text and leaves empty optional fields out', () => {
    expect(
      toCreateRequest(
        values({ name: '  Lemon can ', customer: ' ', tags: ['can'], tagDraft: 'new ' }),
      ),
    ).toEqual({
      clientUID: 'cli-acme',
      projectName: 'Lemon can',
      projectOwnersUIDS: ['usr-anna'],
      tags: ['can', 'new'],
    });
  });

  it('sends every filled field under the request names', () => {
    expect(
      toCreateRequest(
        values({
          customer: 'Fizzly',
          project: 'Lemon',
          design: 'Can wrap',
          revision: 'R1',
          description: 'Relaunch',
          dueDate: '2025-07-01',
          templateUID: 'tpl-1',
          folderUID: 'fld-1',
        }),
      ),
    ).toEqual({
      clientUID: 'cli-acme',
      projectName: 'Lemon can',
      projectOwnersUIDS: ['usr-anna'],
      customer: 'Fizzly',
      project: 'Lemon',
      design: 'Can wrap',
      revision: 'R1',
      description: 'Relaunch',
      dueDate: '2025-07-01',
      templateUID: 'tpl-1',
      folderUID: 'fld-1',
    });
  });
});

describe('toEditRequest', () => {
  const initial = formValuesOf(project);

  it('shows a date-time due date as its UTC day', () => {
    expect(initial.dueDate).toBe('2025-07-01');
  });

  it('sends nothing when nothing changed', () => {
    expect(toEditRequest('prj-1', initial, { ...initial })).toBeNull();
    expect(isFormDirty(initial, { ...initial })).toBe(false);
  });

  it('sends only the changed fields, clearing with an empty string', () => {
    const edited: ProjectFormValues = {
      ...initial,
      revision: 'R4',
      customer: '',
      ownerUIDs: ['usr-ravi', 'usr-anna'],
      tags: ['can'],
    };
    expect(toEditRequest('prj-1', initial, edited)).toEqual({
      projectUID: 'prj-1',
      revision: 'R4',
      customer: '',
      tags: ['can'],
    });
  });

  it('leaves the due date and its time alone unless the day changes', () => {
    expect(toEditRequest('prj-1', initial, { ...initial, name: 'New' })).toEqual({
      projectUID: 'prj-1',
      projectName: 'New',
    });
    expect(toEditRequest('prj-1', initial, { ...initial, dueDate: '' })).toEqual({
      projectUID: 'prj-1',
      dueDate: '',
    });
  });

  it('counts a tag left in the box as a change', () => {
    const edited = { ...initial, tagDraft: 'promo' };
    expect(isFormDirty(initial, edited)).toBe(true);
    expect(toEditRequest('prj-1', initial, edited)).toEqual({
      projectUID: 'prj-1',
      tags: ['can', 'beverage', 'promo'],
    });
  });
});
