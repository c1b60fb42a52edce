import type { EmailLanguage, ReviewDecision } from '@/api/types';
import { FieldReader } from '@/offline/platform/http/fields';
import { parseEmailLanguage, EMAIL_LANGUAGES } from '@/offline/mail';
import type { ReviewOptionsRow } from './rows';
import type { RoleAssignmentInput } from './roles';
import { isEmail } from '@/domain/workflows/vocabulary';

/** Request bodies of the task endpoints, read the ASP.NET way (see FieldReader); 400 on bad input. */

export interface TaskCreateBase {
  projectUID: string;
  dueDate: string | null;
  comment: string | null;
}

interface UploadTaskBody extends TaskCreateBase {
  userUID: string;
}

interface ChangeUploadTaskBody extends UploadTaskBody {
  assetUID: string;
}

interface ReviewTaskBody extends UploadTaskBody {
  assetUIDs: string[];
  /** x-extension: checklistName, checklistItems, isSimpleMode, allowDownload. */
  options: Partial<ReviewOptionsRow>;
}

interface ExternalReviewTaskBody extends TaskCreateBase {
  email: string;
  assetUIDs: string[];
  password: string | null;
  emailSubject: string | null;
  language: EmailLanguage;
  isReadOnly: boolean;
  isAllowDownloadAssets: boolean;
}

interface TaskCompleteBody {
  taskUID: string;
  /** Undefined when data.assignUsers was not sent. */
  assignUsers?: RoleAssignmentInput[];
}

interface DecisionBody {
  taskUID: string;
  assetUID: string;
  decision: ReviewDecision;
  comment: string | null;
}

const DECISIONS: readonly ReviewDecision[] = ['Approved', 'Rejected', 'ApprovedWithChanges'];

function optionalText(reader: FieldReader, name: string): string | null {
  const value = reader.string(name);
  return value === undefined || value === null || value === '' ? null : value;
}

function readBase(reader: FieldReader): TaskCreateBase {
  const projectUID = reader.string('projectUID', { required: true }) ?? '';
  return {
    projectUID,
    dueDate: reader.isoDate('dueDate') ?? null,
    comment: optionalText(reader, 'comment'),
  };
}

function readAssetUIDs(reader: FieldReader): string[] {
  return [...new Set(reader.stringArray('assetUIDs', { required: true, minItems: 1 }) ?? [])];
}

/** Body of POST /task/asset_upload and /task/refdoc_upload. */
export function readUploadTaskBody(body: Record<string, unknown>): UploadTaskBody {
  const reader = new FieldReader(body, 'body');
  const base = readBase(reader);
  const userUID = reader.string('userUID', { required: true }) ?? '';
  reader.done();
  return { ...base, userUID };
}

/** Body of POST /task/asset_change_upload. */
export function readChangeUploadTaskBody(body: Record<string, unknown>): ChangeUploadTaskBody {
  const reader = new FieldReader(body, 'body');
  const base = readBase(reader);
  const userUID = reader.string('userUID', { required: true }) ?? '';
  const assetUID = reader.string('assetUID', { required: true }) ?? '';
  reader.done();
  return { ...base, userUID, assetUID };
}

/** Body of POST /task/review_asset, with the x-extension review options workflows use. */
export function readReviewTaskBody(body: Record<string, unknown>): ReviewTaskBody {
  const reader = new FieldReader(body, 'body');
  const base = readBase(reader);
  const userUID = reader.string('userUID', { required: true }) ?? '';
  const assetUIDs = readAssetUIDs(reader);
  const options: Partial<ReviewOptionsRow> = {};
  const checklistName = optionalText(reader, 'checklistName');
  if (checklistName !== null) options.checklistName = checklistName;
  const items = reader.stringArray('checklistItems');
  if (items) options.checklistItems = items;
  const isSimpleMode = reader.boolean('isSimpleMode');
  if (typeof isSimpleMode === 'boolean') options.isSimpleMode = isSimpleMode;
  const allowDownload = reader.boolean('allowDownload');
  if (typeof allowDownload === 'boolean') options.allowDownload = allowDownload;
  reader.done();
  return { ...base, userUID, assetUIDs, options };
}

/** Body of POST /task/review_asset_ext; emailLanguage takes the language names or ISO codes. */
export function readExternalReviewTaskBody(body: Record<string, unknown>): ExternalReviewTaskBody {
  const reader = new FieldReader(body, 'body');
  const base = readBase(reader);
  const email = (reader.string('email', { required: true }) ?? '').trim();
  if (email !== '' && !isEmail(email))
    reader.fail(reader.keyOf('email'), `The value '${email}' is not a valid e-mail address.`);
  const assetUIDs = readAssetUIDs(reader);
  const languageText = optionalText(reader, 'emailLanguage');
  const language = languageText === null ? 'English' : parseEmailLanguage(languageText);
  if (language === undefined) {
    const known = EMAIL_LANGUAGES.map((lang) => `${lang.name} (${lang.code})`).join(', ');
    reader.fail(
      reader.keyOf('emailLanguage'),
      `'${languageText ?? ''}' is not an e-mail language; use ${known}.`,
    );
  }
  const result: ExternalReviewTaskBody = {
    ...base,
    email,
    assetUIDs,
    password: optionalText(reader, 'password'),
    emailSubject: optionalText(reader, 'emailSubject'),
    language: language ?? 'English',
    isReadOnly: reader.boolean('isReadOnly') ?? false,
    isAllowDownloadAssets: reader.boolean('isAllowDownloadAssets') ?? false,
  };
  reader.done();
  return result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** data.assignUsers: one {roleUid, internalUsers: [userUID, ...]} group per role; errors keyed by path as sent. */
function readAssignUsers(reader: FieldReader): RoleAssignmentInput[] | undefined {
  const data = reader.find('data');
  if (data === undefined || data.value === null) return undefined;
  if (!isRecord(data.value)) {
    reader.fail(data.key, 'The data field must be an object.');
    return undefined;
  }
  const dataReader = new FieldReader(data.value, 'body');
  const list = dataReader.find('assignUsers');
  if (list === undefined || list.value === null) return undefined;
  const listKey = `${data.key}.${list.key}`;
  if (!Array.isArray(list.value)) {
    reader.fail(
      listKey,
      'The assignUsers field must be an array of {roleUid, internalUsers} groups.',
    );
    return undefined;
  }
  const groups: RoleAssignmentInput[] = [];
  list.value.forEach((item: unknown, index) => {
    const at = `${listKey}[${index}]`;
    if (!isRecord(item)) {
      reader.fail(at, 'Each group must be an object {roleUid, internalUsers}.');
      return;
    }
    const groupReader = new FieldReader(item, 'body');
    const roleUid = groupReader.string('roleUid', { required: true });
    const users = groupReader.stringArray('internalUsers', { required: true, minItems: 1 });
    for (const [key, messages] of Object.entries(groupReader.errors))
      for (const message of messages) reader.fail(`${at}.${key}`, message);
    if (roleUid && users) groups.push({ roleUid, internalUsers: users });
  });
  return groups;
}

/** Body of PUT /task/complete. */
export function readTaskCompleteBody(body: Record<string, unknown>): TaskCompleteBody {
  const reader = new FieldReader(body, 'body');
  const taskUID = reader.string('taskUID', { required: true }) ?? '';
  const assignUsers = readAssignUsers(reader);
  reader.done();
  return assignUsers === undefined ? { taskUID } : { taskUID, assignUsers };
}

/** Body of PUT /task/decision; the decision matches case-insensitively. */
export function readDecisionBody(body: Record<string, unknown>): DecisionBody {
  const reader = new FieldReader(body, 'body');
  const taskUID = reader.string('taskUID', { required: true }) ?? '';
  const assetUID = reader.string('assetUID', { required: true }) ?? '';
  const text = reader.string('decision', { required: true });
  const decision =
    typeof text === 'string'
      ? DECISIONS.find((d) => d.toLowerCase() === text.trim().toLowerCase())
      : undefined;
  if (typeof text === 'string' && decision === undefined) {
    reader.fail(
      reader.keyOf('decision'),
      `'${text}' is not a decision; use ${DECISIONS.join(', ')}.`,
    );
  }
  const comment = optionalText(reader, 'comment');
  reader.done();
  return { taskUID, assetUID, decision: decision ?? 'Approved', comment };
}
