import { describe, expect, it } from 'vitest';
import type { Project } from '@/api/types';
import { applyEdit } from '../api/project-mutations';
import { emptyFormValues, isFormDirty, toCreateRequest, toEditRequest } from './project-form';
import { mapServerFieldErrors } from './server-errors';

const base = { ...emptyFormValues('cli-acme', ['usr-anna']), name: 'Carton' };

describe('the workflow field of the project form', () => {
  it('sends a chosen workflow on create and leaves it out when none is chosen', () => {
    expect(toCreateRequest({ ...base, workflowUID: 'wf-1' }).workflowUID).toBe('wf-1');
    expect(toCreateRequest(base)).not.toHaveProperty('workflowUID');
  });

  it('sends only a changed workflow on edit; none is sent as empty text', () => {
    const bound = { ...base, workflowUID: 'wf-1' };
    expect(toEditRequest('prj', bound, bound)).toBeNull();
    expect(toEditRequest('prj', bound, { ...bound, workflowUID: 'wf-2' })).toEqual({
      projectUID: 'prj',
      workflowUID: 'wf-2',
    });
    expect(toEditRequest('prj', bound, { ...bound, workflowUID: '' })).toEqual({
      projectUID: 'prj',
      workflowUID: '',
    });
    expect(isFormDirty(bound, { ...bound, workflowUID: '' })).toBe(true);
  });

  it('shows the service’s workflowUID messages on the workflow field', () => {
    expect(mapServerFieldErrors({ workflowUID: ['Unknown workflow.'] }).fields).toEqual({
      workflow: ['Unknown workflow.'],
    });
  });
});

describe('the optimistic record after a workflow edit', () => {
  const project = { workflow: { workflowUID: 'wf-1', name: 'Artwork approval' } } as Project;

  it('binds the new workflow by name, unbinds, or keeps the current one', () => {
    expect(
      applyEdit(project, { projectUID: 'p', workflowUID: 'wf-2' }, 'Reprint').workflow,
    ).toEqual({ workflowUID: 'wf-2', name: 'Reprint' });
    expect(applyEdit(project, { projectUID: 'p', workflowUID: '' }).workflow).toBeNull();
    expect(applyEdit(project, { projectUID: 'p', projectName: 'x' }).workflow).toBe(
      project.workflow,
    );
  });
});
