import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ClientDirectory } from '@/api/types';
import type { Problem } from '../model/problems';
import {
  FORM_FIELDS,
  isFormDirty,
  validateProjectForm,
  type FormField,
  type FormProblems,
  type ProjectFormValues,
} from '../model/project-form';

type ValueKey = Exclude<keyof ProjectFormValues, 'tagDraft'>;

const FIELD_OF_VALUE: Record<ValueKey, FormField> = {
  clientUID: 'client',
  name: 'name',
  customer: 'customer',
  project: 'project',
  design: 'design',
  revision: 'revision',
  description: 'description',
  tags: 'tags',
  dueDate: 'dueDate',
  ownerUIDs: 'owners',
  templateUID: 'template',
  folderUID: 'folder',
  workflowUID: 'workflow',
};

/** Problems shown while typing; "required" waits until the field is left or the form sent. */
function isLive(found: Problem): boolean {
  return found.key !== 'form.name.required' && found.key !== 'form.client.required';
}

/**
 * The form's state: values as typed, what was touched, and errors from the form's own checks
 * and from the service. Server errors of a field clear as soon as that field changes.
 */
export function useProjectForm(initial: ProjectFormValues) {
  const { t } = useTranslation('project');
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string[]>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const problems: FormProblems = validateProjectForm(values);

  const clearServer = (field: FormField) => {
    setServerErrors((current) =>
      field in current
        ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field))
        : current,
    );
  };

  const touch = (field: FormField) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  };

  const setField = <K extends ValueKey>(key: K, value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearServer(FIELD_OF_VALUE[key]);
  };

  const setTags = (tags: string[], tagDraft: string) => {
    setValues((current) => ({ ...current, tags, tagDraft }));
    clearServer('tags');
  };

  /**
   * A new client keeps the owners, template and folder that exist there too; workflows
   * belong to one client, so the workflow choice starts over.
   */
  const setClient = (clientUID: string, client: ClientDirectory | undefined) => {
    setValues((current) => {
      const members = new Set(client?.users.map((user) => user.userUID));
      const hasTemplate = client?.templates.some((x) => x.templateUID === current.templateUID);
      const hasFolder = client?.folders.some((x) => x.folderUID === current.folderUID);
      return {
        ...current,
        clientUID,
        ownerUIDs: current.ownerUIDs.filter((uid) => members.has(uid)),
        templateUID: hasTemplate ? current.templateUID : '',
        folderUID: hasFolder ? current.folderUID : '',
        workflowUID: clientUID === current.clientUID ? current.workflowUID : '',
      };
    });
    touch('client');
    clearServer('client');
  };

  const errorOf = (field: FormField): string | undefined => {
    const server = serverErrors[field];
    if (server && server.length > 0) return server.join(' ');
    const found = problems[field];
    if (!found) return undefined;
    if (!submitted && !touched.has(field) && !isLive(found)) return undefined;
    return t(found.key, found.values);
  };

  /** Fields that block saving right now, in form order. */
  const invalidFields = (): FormField[] => FORM_FIELDS.filter((field) => problems[field]);

  return {
    values,
    initial,
    problems,
    dirty: isFormDirty(initial, values),
    submitted,
    markSubmitted: () => setSubmitted(true),
    setField,
    setTags,
    setClient,
    touch,
    errorOf,
    invalidFields,
    serverErrors,
    setServerErrors,
    formError,
    setFormError,
  };
}

export type ProjectFormState = ReturnType<typeof useProjectForm>;
