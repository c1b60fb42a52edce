import type { WorkflowRole } from '@/api/types';
import { ValidationProblem, type FieldErrors } from '@/offline/platform/http/errors';
import { FieldReader } from '@/offline/platform/http/fields';
import type { StoredWorkflowAction } from './rows';
import { readAction, type ReadAction } from './action';
import { newUid } from '@/offline/platform/ids';
import { duplicateUidProblems } from '@/domain/workflows/action-rules';
import { englishMessage } from '@/domain/workflows/problems';
import { roleUidProblems } from '@/domain/workflows/role-rules';
import { WORKFLOW_LIMITS } from '@/domain/workflows/vocabulary';

export { WORKFLOW_LIMITS };

/** Actions as read, keeping their error paths for the reference checks. */
interface ActionsInput {
  actions: StoredWorkflowAction[];
  read: ReadAction[];
}

interface RolesInput {
  roles: WorkflowRole[];
  /** Error path of a role's field, e.g. `roles[1].uid`. */
  pathOf: (index: number, field: string) => string;
}

/** A create or update body, after the shape checks. Undefined = not sent. */
interface WorkflowInput {
  clientUID?: string;
  name?: string | null;
  actions?: ActionsInput;
  roles?: RolesInput;
  /** The keys as sent of the top-level fields, for error paths. */
  keyOf: (name: string) => string;
}

function readActions(reader: FieldReader, required: boolean): ActionsInput | undefined {
  const found = reader.find('actions');
  if (found === undefined || found.value === null) {
    if (required) reader.fail(found?.key ?? 'actions', 'The actions field is required.');
    return undefined;
  }
  if (!Array.isArray(found.value)) {
    reader.fail(found.key, 'The actions field must be an array of workflow actions.');
    return undefined;
  }
  if (found.value.length > WORKFLOW_LIMITS.actionsMax)
    reader.fail(found.key, `A workflow has at most ${WORKFLOW_LIMITS.actionsMax} actions.`);
  const errors: FieldErrors = {};
  const items = found.value.map((raw: unknown, index) =>
    readAction(raw, `${found.key}[${index}]`, errors),
  );
  const duplicates = duplicateUidProblems(items.map((item) => item?.action.uid));
  for (const [index, duplicate] of duplicates) {
    const item = items[index];
    if (item) (errors[item.pathOf('uid')] ??= []).push(englishMessage(duplicate));
  }
  for (const [key, messages] of Object.entries(errors))
    for (const message of messages) reader.fail(key, message);
  const read = items.filter((item): item is ReadAction => item !== undefined);
  // decisions.md: an action sent without a uid gets one from the service; given ones stay.
  for (const item of read) if (item.action.uid === '') item.action.uid = newUid();
  return { actions: read.map((item) => item.action), read };
}

function readRoles(reader: FieldReader): RolesInput | undefined {
  const found = reader.find('roles');
  if (found === undefined || found.value === null) return undefined;
  if (!Array.isArray(found.value)) {
    reader.fail(found.key, 'The roles field must be an array of {uid, name, isInternal}.');
    return undefined;
  }
  if (found.value.length > WORKFLOW_LIMITS.rolesMax)
    reader.fail(found.key, `A workflow has at most ${WORKFLOW_LIMITS.rolesMax} roles.`);
  const roles: WorkflowRole[] = [];
  const readers: FieldReader[] = [];
  const seen: string[] = [];
  found.value.forEach((raw: unknown, index) => {
    const path = `${found.key}[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      reader.fail(path, 'Each role must be an object with uid, name and isInternal.');
      return;
    }
    const entry = new FieldReader(raw as Record<string, unknown>, 'body');
    const uid = entry.string('uid', { required: true, maxLength: WORKFLOW_LIMITS.roleUidMax });
    const name = entry.string('name', { required: true, maxLength: WORKFLOW_LIMITS.roleNameMax });
    const isInternal = entry.boolean('isInternal');
    if (isInternal === null || (isInternal === undefined && !entry.has('isInternal'))) {
      entry.fail(
        entry.keyOf('isInternal'),
        'The isInternal field is required: true for roles filled by company users.',
      );
    }
    const uidProblem = uid ? roleUidProblems([...seen, uid]).get(seen.length) : undefined;
    if (uidProblem) entry.fail(entry.keyOf('uid'), englishMessage(uidProblem));
    for (const [key, messages] of Object.entries(entry.errors))
      for (const message of messages) reader.fail(`${path}.${key}`, message);
    if (uid && name && typeof isInternal === 'boolean' && Object.keys(entry.errors).length === 0) {
      seen.push(uid);
      roles.push({ uid, name, isInternal });
      readers.push(entry);
    }
  });
  return {
    roles,
    pathOf: (index, field) => `${found.key}[${index}].${readers[index]?.keyOf(field) ?? field}`,
  };
}

function readName(reader: FieldReader): string | null | undefined {
  const name = reader.string('name', { maxLength: WORKFLOW_LIMITS.nameMax });
  if (name === undefined) return undefined;
  return name === null || name.trim() === '' ? null : name.trim();
}

/** Reads a POST /api/v1/workflow body: clientUID and actions required; 400 with every problem. */
export function readWorkflowCreate(
  body: Record<string, unknown>,
): WorkflowInput & { clientUID: string; actions: ActionsInput } {
  const reader = new FieldReader(body, 'body');
  const clientUID = reader.string('clientUID', { required: true });
  const name = readName(reader);
  const actions = readActions(reader, true);
  const roles = readRoles(reader);
  reader.done();
  if (!clientUID || !actions) throw ValidationProblem.of('', 'The request could not be read.');
  return { clientUID, name, actions, roles, keyOf: (field) => reader.keyOf(field) };
}

/** Reads a PUT /api/v1/workflow body (x-extension): workflowUID required, the rest optional. */
export function readWorkflowUpdate(
  body: Record<string, unknown>,
): WorkflowInput & { workflowUID: string } {
  const reader = new FieldReader(body, 'body');
  const workflowUID = reader.string('workflowUID', { required: true });
  const name = readName(reader);
  const actions = readActions(reader, false);
  const roles = readRoles(reader);
  reader.done();
  return {
    workflowUID: workflowUID ?? '',
    name,
    actions,
    roles,
    keyOf: (field) => reader.keyOf(field),
  };
}
