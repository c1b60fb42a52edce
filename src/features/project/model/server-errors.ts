import type { FormField } from './project-form';

/** Request field names (lower case) and the form field that shows their errors. */
const FIELD_OF_REQUEST_KEY: Record<string, FormField> = {
  clientuid: 'client',
  projectname: 'name',
  name: 'name',
  customer: 'customer',
  project: 'project',
  design: 'design',
  revision: 'revision',
  description: 'description',
  tags: 'tags',
  duedate: 'dueDate',
  projectownersuids: 'owners',
  owners: 'owners',
  templateuid: 'template',
  folderuid: 'folder',
  workflowuid: 'workflow',
};

/** Server messages sorted onto fields; `other` holds those no field of the form can show. */
export interface MappedServerErrors {
  fields: Partial<Record<FormField, string[]>>;
  other: string[];
}

/**
 * The bare request field of a 400 `errors` key. Keys are the names as sent, but ASP.NET-style
 * services may prefix a JSON path ("$.tags[3]", "body.projectName") or vary the case.
 */
export function requestFieldOfKey(key: string): string {
  const withoutRoot = key.replace(/^\$\.?/, '').replace(/^(body|request)\./i, '');
  const first = /^[^.[]*/.exec(withoutRoot)?.[0] ?? withoutRoot;
  return first.toLowerCase();
}

/** Sorts a 400's `errors` (keyed by field as sent: projectName, projectOwnersUIDS...) onto the form. */
export function mapServerFieldErrors(fieldErrors: Record<string, string[]>): MappedServerErrors {
  const mapped: MappedServerErrors = { fields: {}, other: [] };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = FIELD_OF_REQUEST_KEY[requestFieldOfKey(key)];
    if (field) (mapped.fields[field] ??= []).push(...messages);
    else mapped.other.push(...messages);
  }
  return mapped;
}
