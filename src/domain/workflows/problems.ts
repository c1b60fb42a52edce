/**
 * Every way a workflow action can be wrong, as a code with its parameters. The offline service
 * answers 400 with {@link englishMessage}; the builder shows the same code through i18n
 * (`workflows:problems.<code>`, whose English text is this same sentence: a parity test holds
 * the two together), so the builder and the service can never disagree.
 */
export interface Problem {
  /** The action field (or `roles[i].uid` style path inside the workflow) the problem is about. */
  field: string;
  code: ProblemCode;
  params: Readonly<Record<string, string>>;
}

const MESSAGES = {
  needsRecipients:
    '{{reaction}} needs userUIDs or roleUids: the users or roles who receive the task.',
  needsExternalContacts:
    '{{reaction}} needs contacts: the e-mail addresses of the people outside the company who receive the task.',
  needsEmailRecipients:
    '{{reaction}} needs recipients: contacts (e-mail addresses), userUIDs or roleUids.',
  needsCustomEmailContacts: '{{reaction}} needs contacts: the e-mail addresses to write to.',
  needsSubject: '{{reaction}} needs an emailSubject.',
  needsWebhookUrl: '{{reaction}} needs a webhookUrl (http or https).',
  needsWebhookMethod: '{{reaction}} needs a webhookRequestType: POST, GET or PUT.',
  needsCustomPayload: '{{reaction}} needs a webhookCustomPayload when isCustomPayload is true.',
  needsWebhookFields:
    '{{reaction}} needs webhookFields (one or more) unless isCustomPayload is true.',
  needsColumn: '{{reaction}} needs a targetKanbanColumnUid of the workflow client.',
  needsTargetWorkflow:
    '{{reaction}} needs a targetWorkflowUid: another workflow of the same client.',
  notHttpUrl: "'{{value}}' is not an absolute http or https URL.",
  notMediaType: "'{{value}}' is not a media type such as application/json.",
  unknownLanguage:
    "'{{value}}' is not a supported language; use English, German, French, Polish, Spanish, Hebrew or Ukrainian.",
  duplicateUid:
    "The uid '{{value}}' is already used by actions[{{other}}]; action uids must be unique in a workflow.",
  notClientUsers: "Not users of the workflow's client: {{value}}.",
  executorNotClientUser: "'{{value}}' is not a user of the workflow's client.",
  notAssignableRoles:
    'AssignUserRoles fills roles of this workflow; not such roles: {{value}} (projectOwners is always filled).',
  noRolesToAssign:
    'AssignUserRoles needs roles to fill: declare roles in the workflow or list them in roleUids.',
  notRoles: 'Not roles of this workflow (or projectOwners): {{value}}.',
  notRole: "'{{value}}' is not a role of this workflow (or projectOwners).",
  notClientColumn: "'{{value}}' is not a Kanban column of the workflow's client.",
  switchToSelf: 'A workflow cannot switch to itself.',
  roleIsPredefined: "'{{value}}' is predefined (the project's owners) and cannot be declared.",
  roleNeedsUid: 'The uid field is required.',
  roleNeedsName: 'The name field is required.',
  duplicateRoleUid:
    "The role uid '{{value}}' is declared twice; role uids must be unique in a workflow.",
  notClientWorkflow: "'{{value}}' is not a workflow of the same client.",
} as const;

export type ProblemCode = keyof typeof MESSAGES;
export const PROBLEM_CODES = Object.keys(MESSAGES) as ProblemCode[];

export function problem(
  field: string,
  code: ProblemCode,
  params: Record<string, string> = {},
): Problem {
  return { field, code, params };
}

/** The English sentence of a problem, as the service's 400 answers carry it. */
export function englishMessage(p: Pick<Problem, 'code' | 'params'>): string {
  return MESSAGES[p.code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => p.params[name] ?? '');
}

/** The English template of a code (`{{param}}` placeholders), for the i18n parity test. */
export function englishTemplate(code: ProblemCode): string {
  return MESSAGES[code];
}
