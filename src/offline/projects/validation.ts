import type { ServiceContext } from '@/offline/platform/context';
import { notFound } from '@/offline/platform/http/errors';
import { FieldReader, normalizeIsoDate } from '@/offline/platform/http/fields';
import type { ClientRow } from '@/offline/users';
import type { ProjectRow } from './rows';
import { usersOfClient } from '@/offline/users';

/** The limits of spec.md's Limits table. */
export const PROJECT_LIMITS = {
  minOwners: 1,
  maxOwners: 20,
  maxTags: 20,
  /** The create request's element length (the record states 20; see the contract's Tags). */
  tagMaxLength: 25,
  /** project, design, revision */
  shortTextMax: 50,
  descriptionMax: 200,
} as const;

/** Project fields a create or edit request may set; undefined = not sent, null = cleared. */
export interface ProjectFieldsInput {
  name?: string;
  customer?: string | null;
  project?: string | null;
  design?: string | null;
  revision?: string | null;
  description?: string | null;
  tags?: string[] | null;
  dueDate?: string | null;
  ownerUIDs?: string[];
  templateUID?: string | null;
  folderUID?: string | null;
  workflowUID?: string | null;
}

export interface ProjectCreateInput extends ProjectFieldsInput {
  clientUID: string | null;
  name: string;
  ownerUIDs: string[];
}

interface ProjectEditInput {
  projectUID: string;
  changes: ProjectFieldsInput;
}

function readFields(reader: FieldReader, creating: boolean): ProjectFieldsInput {
  const fields: ProjectFieldsInput = {};
  const name = reader.string('projectName', { required: creating || reader.has('projectName') });
  if (name !== undefined && name !== null) fields.name = name;
  const optionalText = [
    ['customer', undefined],
    ['project', PROJECT_LIMITS.shortTextMax],
    ['design', PROJECT_LIMITS.shortTextMax],
    ['revision', PROJECT_LIMITS.shortTextMax],
    ['description', PROJECT_LIMITS.descriptionMax],
  ] as const;
  for (const [field, maxLength] of optionalText) {
    const value = reader.string(field, maxLength === undefined ? {} : { maxLength });
    if (value !== undefined) fields[field] = value === '' ? null : value;
  }
  const tags = reader.stringArray('tags', {
    maxItems: PROJECT_LIMITS.maxTags,
    itemMaxLength: PROJECT_LIMITS.tagMaxLength,
  });
  if (tags !== undefined) fields.tags = tags;
  const dueDate = reader.string('dueDate');
  if (dueDate === null || dueDate === '') {
    fields.dueDate = null;
  } else if (dueDate !== undefined) {
    const normalized = normalizeIsoDate(dueDate.trim());
    if (normalized === undefined) {
      reader.fail(
        reader.keyOf('dueDate'),
        `The value '${dueDate}' is not a valid ISO date or date-time.`,
      );
    } else {
      fields.dueDate = normalized;
    }
  }
  const owners = reader.stringArray('projectOwnersUIDS', {
    required: creating || reader.has('projectOwnersUIDS'),
    minItems: PROJECT_LIMITS.minOwners,
    maxItems: PROJECT_LIMITS.maxOwners,
  });
  if (owners) fields.ownerUIDs = [...new Set(owners)];
  for (const field of ['templateUID', 'folderUID', 'workflowUID'] as const) {
    const value = reader.string(field);
    if (value !== undefined) fields[field] = value === '' ? null : value;
  }
  return fields;
}

/** Reads a POST /api/v1/project body; 400 with every problem found. */
export function readProjectCreate(body: Record<string, unknown>): ProjectCreateInput {
  const reader = new FieldReader(body, 'body');
  const clientUID = reader.string('clientUID');
  const fields = readFields(reader, true);
  reader.done();
  // done() threw unless both mandatory fields were read.
  return {
    ...fields,
    clientUID: clientUID || null,
    name: fields.name ?? '',
    ownerUIDs: fields.ownerUIDs ?? [],
  };
}

/** Reads a PUT /api/v1/project body; 400 with every problem found. */
export function readProjectEdit(body: Record<string, unknown>): ProjectEditInput {
  const reader = new FieldReader(body, 'body');
  const projectUID = reader.string('projectUID', { required: true });
  const changes = readFields(reader, false);
  reader.done();
  return { projectUID: projectUID ?? '', changes };
}

/**
 * Checks the references against the client's lists (GET /api/v1/users): owners must be
 * active users of the client, template and folder from its lists, workflow one of its
 * workflows. 404 "not available" otherwise.
 */
export function assertProjectReferences(
  ctx: ServiceContext,
  client: ClientRow,
  input: ProjectFieldsInput,
): void {
  if (input.ownerUIDs) {
    const members = new Set(usersOfClient(ctx, client.clientUID).map((user) => user.userUID));
    const missing = input.ownerUIDs.find((uid) => !members.has(uid));
    if (missing !== undefined)
      throw notFound(`Owner with UID '${missing}' is not available for this project's client.`);
  }
  if (input.templateUID && !client.templates.some((t) => t.uid === input.templateUID)) {
    throw notFound(`Template '${input.templateUID}' is not available for this project's client.`);
  }
  if (input.folderUID && !client.folders.some((f) => f.uid === input.folderUID)) {
    throw notFound(`Folder '${input.folderUID}' is not available for this project's client.`);
  }
  if (input.workflowUID && !ctx.projects.findWorkflow?.(client.clientUID, input.workflowUID)) {
    throw notFound(`Workflow '${input.workflowUID}' is not available for this project's client.`);
  }
}

/** The event attribute names of spec.md's project.edited, per row field. */
export const EDITED_ATTRIBUTES = {
  name: 'Name',
  customer: 'Customer',
  project: 'Project',
  design: 'Design',
  revision: 'Revision',
  description: 'Description',
  tags: 'Tags',
  dueDate: 'DueDate',
  ownerUIDs: 'ProjectOwners',
} as const satisfies Partial<Record<keyof ProjectRow, string>>;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The row patch of an edit: only fields whose value really changes. */
export function diffProject(row: ProjectRow, changes: ProjectFieldsInput): Partial<ProjectRow> {
  const patch: Partial<ProjectRow> = {};
  const set = <K extends keyof ProjectFieldsInput & keyof ProjectRow>(
    key: K,
    value: ProjectRow[K],
  ) => {
    if (!sameValue(row[key], value)) patch[key] = value;
  };
  if (changes.name !== undefined) set('name', changes.name);
  for (const key of [
    'customer',
    'project',
    'design',
    'revision',
    'description',
    'dueDate',
    'templateUID',
    'folderUID',
    'workflowUID',
  ] as const) {
    const value = changes[key];
    if (value !== undefined) set(key, value);
  }
  if (changes.tags !== undefined) set('tags', changes.tags ?? []);
  if (changes.ownerUIDs !== undefined) set('ownerUIDs', changes.ownerUIDs);
  return patch;
}
