import type { Project, ProjectCreateRequest, ProjectEditRequest } from '@/api/types';
import { PROJECT_LIMITS } from './limits';
import { problem, type Problem } from './problems';
import { checkTag } from './tags';

/**
 * What the form holds, as typed. Text stays untrimmed until it is sent, so nothing a person
 * typed changes under them. `dueDate` is a `YYYY-MM-DD` calendar day or ''; `tagDraft` is the
 * text still in the tag box, kept so it is not lost when the dialog shows an error.
 */
export interface ProjectFormValues {
  clientUID: string;
  name: string;
  customer: string;
  project: string;
  design: string;
  revision: string;
  description: string;
  tags: string[];
  tagDraft: string;
  dueDate: string;
  ownerUIDs: string[];
  templateUID: string;
  folderUID: string;
  /** The workflow the project runs ('' for none). */
  workflowUID: string;
}

/** The form's fields, as errors and focus refer to them. */
export type FormField =
  | 'client'
  | 'name'
  | 'customer'
  | 'project'
  | 'design'
  | 'revision'
  | 'description'
  | 'tags'
  | 'dueDate'
  | 'owners'
  | 'template'
  | 'folder'
  | 'workflow';

/** Fields in the order they appear, so the first problem can take focus. */
export const FORM_FIELDS: readonly FormField[] = [
  'client',
  'name',
  'customer',
  'project',
  'design',
  'revision',
  'description',
  'tags',
  'dueDate',
  'owners',
  'template',
  'folder',
  'workflow',
];

export type FormProblems = Partial<Record<FormField, Problem>>;

/** A date-time due date is shown as its UTC calendar day; a plain date as itself. */
export function dueDateInputValue(dueDate: string | null): string {
  if (dueDate === null) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(dueDate);
  return match?.[1] ?? '';
}

export function emptyFormValues(clientUID: string, ownerUIDs: string[] = []): ProjectFormValues {
  return {
    clientUID,
    name: '',
    customer: '',
    project: '',
    design: '',
    revision: '',
    description: '',
    tags: [],
    tagDraft: '',
    dueDate: '',
    ownerUIDs,
    templateUID: '',
    folderUID: '',
    workflowUID: '',
  };
}

export function formValuesOf(project: Project): ProjectFormValues {
  return {
    clientUID: project.client.clientUID,
    name: project.name,
    customer: project.customer ?? '',
    project: project.project ?? '',
    design: project.design ?? '',
    revision: project.revision ?? '',
    description: project.description ?? '',
    tags: [...project.tags],
    tagDraft: '',
    dueDate: dueDateInputValue(project.dueDate),
    ownerUIDs: [...project.owners],
    templateUID: project.templateUID ?? '',
    folderUID: project.folderUID ?? '',
    workflowUID: project.workflow?.workflowUID ?? '',
  };
}

function tooLong(text: string, max: number): Problem | undefined {
  const length = text.trim().length;
  return length > max ? problem('form.tooLong', { max, over: length - max }) : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every problem the form can know about before sending, keyed by field. Length limits count
 * the trimmed text, since that is what is sent.
 */
export function validateProjectForm(values: ProjectFormValues): FormProblems {
  const problems: FormProblems = {};
  const set = (field: FormField, found: Problem | undefined) => {
    if (found) problems[field] = found;
  };
  if (values.clientUID === '') problems.client = problem('form.client.required');
  if (values.name.trim() === '') problems.name = problem('form.name.required');
  set('project', tooLong(values.project, PROJECT_LIMITS.shortText));
  set('design', tooLong(values.design, PROJECT_LIMITS.shortText));
  set('revision', tooLong(values.revision, PROJECT_LIMITS.shortText));
  set('description', tooLong(values.description, PROJECT_LIMITS.description));
  if (values.tags.length > PROJECT_LIMITS.maxTags) {
    problems.tags = problem('form.tags.tooMany', { max: PROJECT_LIMITS.maxTags });
  } else if (values.tagDraft.trim() !== '') {
    // A tag still in the box is added on save; if it cannot be, saving must not drop it.
    const check = checkTag(values.tagDraft, values.tags);
    if (!check.ok) problems.tags = check.problem;
  }
  if (values.dueDate !== '' && !DATE.test(values.dueDate)) {
    problems.dueDate = problem('form.dueDate.invalid');
  }
  if (values.ownerUIDs.length < PROJECT_LIMITS.minOwners) {
    problems.owners = problem('form.owners.required');
  } else if (values.ownerUIDs.length > PROJECT_LIMITS.maxOwners) {
    problems.owners = problem('form.owners.tooMany', {
      max: PROJECT_LIMITS.maxOwners,
      over: values.ownerUIDs.length - PROJECT_LIMITS.maxOwners,
    });
  }
  return problems;
}

/** The tags to send: the chips plus a valid tag still in the box. */
export function tagsToSend(values: ProjectFormValues): string[] {
  if (values.tagDraft.trim() === '') return values.tags;
  const check = checkTag(values.tagDraft, values.tags);
  return check.ok ? [...values.tags, check.tag] : values.tags;
}

/** POST /api/v1/project body: trimmed text, optional fields left out when empty. */
export function toCreateRequest(values: ProjectFormValues): ProjectCreateRequest {
  const request: ProjectCreateRequest = {
    clientUID: values.clientUID,
    projectName: values.name.trim(),
    projectOwnersUIDS: [...values.ownerUIDs],
  };
  const optional = ['customer', 'project', 'design', 'revision', 'description'] as const;
  for (const field of optional) {
    const text = values[field].trim();
    if (text !== '') request[field] = text;
  }
  const tags = tagsToSend(values);
  if (tags.length > 0) request.tags = tags;
  if (values.dueDate !== '') request.dueDate = values.dueDate;
  if (values.templateUID !== '') request.templateUID = values.templateUID;
  if (values.folderUID !== '') request.folderUID = values.folderUID;
  if (values.workflowUID !== '') request.workflowUID = values.workflowUID;
  return request;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * PUT /api/v1/project body with only what changed against `initial` (decisions.md: only the
 * fields sent change). A cleared field is sent as '' (the service stores null). Null when
 * nothing changed.
 */
export function toEditRequest(
  projectUID: string,
  initial: ProjectFormValues,
  values: ProjectFormValues,
): ProjectEditRequest | null {
  const request: ProjectEditRequest = { projectUID };
  let changed = false;
  const name = values.name.trim();
  if (name !== initial.name.trim()) {
    request.projectName = name;
    changed = true;
  }
  const text = ['customer', 'project', 'design', 'revision', 'description'] as const;
  for (const field of text) {
    const value = values[field].trim();
    if (value !== initial[field].trim()) {
      request[field] = value;
      changed = true;
    }
  }
  const tags = tagsToSend(values);
  if (!sameList(tags, initial.tags)) {
    request.tags = tags;
    changed = true;
  }
  if (values.dueDate !== initial.dueDate) {
    request.dueDate = values.dueDate;
    changed = true;
  }
  if (!sameList([...values.ownerUIDs].sort(), [...initial.ownerUIDs].sort())) {
    request.projectOwnersUIDS = [...values.ownerUIDs];
    changed = true;
  }
  if (values.templateUID !== initial.templateUID) {
    request.templateUID = values.templateUID;
    changed = true;
  }
  if (values.folderUID !== initial.folderUID) {
    request.folderUID = values.folderUID;
    changed = true;
  }
  if (values.workflowUID !== initial.workflowUID) {
    request.workflowUID = values.workflowUID;
    changed = true;
  }
  return changed ? request : null;
}

/** Whether anything differs from the values the form opened with. */
export function isFormDirty(initial: ProjectFormValues, values: ProjectFormValues): boolean {
  return (
    values.clientUID !== initial.clientUID ||
    values.tagDraft.trim() !== '' ||
    toEditRequest('', initial, values) !== null
  );
}
