import { FieldReader } from '@/offline/platform/http/fields';
import { queryRecord, readJsonObject } from '@/offline/platform/http/request';
import { fileNameProblem, parseHttpUrl } from './validation';

/** The file of a multipart upload. */
interface UploadedFile {
  bytes: Uint8Array;
  /** The part's media type; null when the sender gave none (or the generic octet-stream). */
  contentType: string | null;
}

/** The form field spec.md names for uploads. */
const UPLOAD_FIELD = 'uploadedFile';

/** Reads `name` as a file name (not a path); the error goes under the key as sent. */
function readFileName(reader: FieldReader, name: string, required: boolean): string | undefined {
  const value = reader.string(name, { required });
  if (typeof value !== 'string') return undefined;
  const problem = fileNameProblem(value);
  if (problem) {
    reader.fail(reader.keyOf(name), `The ${name} field ${problem}`);
    return undefined;
  }
  return value;
}

/** The uploadedFile part, or the reason it is missing (added to `reader` under uploadedFile). */
async function readFilePart(
  request: Request,
  reader: FieldReader,
): Promise<UploadedFile | undefined> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    reader.fail(
      UPLOAD_FIELD,
      `Send the file as multipart/form-data in the form field ${UPLOAD_FIELD}.`,
    );
    return undefined;
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    reader.fail(
      UPLOAD_FIELD,
      'The multipart/form-data body could not be read; it may be truncated.',
    );
    return undefined;
  }
  let part: FormDataEntryValue | undefined;
  let key: string = UPLOAD_FIELD;
  for (const [name, value] of form.entries()) {
    if (name.toLowerCase() === UPLOAD_FIELD.toLowerCase()) {
      part = value;
      key = name;
      break;
    }
  }
  if (part === undefined) {
    reader.fail(key, `The ${UPLOAD_FIELD} field is required.`);
    return undefined;
  }
  if (typeof part === 'string') {
    reader.fail(key, `The ${UPLOAD_FIELD} field must be a file, not text.`);
    return undefined;
  }
  const declared = part.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return {
    bytes: new Uint8Array(await part.arrayBuffer()),
    contentType: declared === '' || declared === 'application/octet-stream' ? null : declared,
  };
}

/** Query and file of POST .../upload (and upload_packet with `TaskUID`). */
interface UploadRequest {
  projectUID: string;
  fileName: string;
  taskUID: string | undefined;
  file: UploadedFile;
}

interface UploadRequestOptions {
  /** Read TaskUID too (upload_packet). */
  taskUID: boolean;
  /** A 0-byte file is a 400 (reference documents; assets fail processing instead). */
  rejectEmpty?: boolean;
}

/** Reads ProjectUID, FileName (a name, not a path), TaskUID when asked, and the file: one 400 with every problem. */
export async function readUploadRequest(
  request: Request,
  options: UploadRequestOptions,
): Promise<UploadRequest> {
  const reader = new FieldReader(queryRecord(request), 'query');
  const projectUID = reader.string('ProjectUID', { required: true });
  const taskUID = options.taskUID ? reader.string('TaskUID', { required: true }) : undefined;
  const fileName = readFileName(reader, 'FileName', true);
  const file = await readFilePart(request, reader);
  if (options.rejectEmpty && file?.bytes.byteLength === 0)
    reader.fail(UPLOAD_FIELD, 'The uploaded file is empty (0 bytes).');
  reader.done();
  // done() threw unless every required value is present.
  return {
    projectUID: projectUID ?? '',
    fileName: fileName ?? '',
    taskUID: taskUID ?? undefined,
    file: file ?? { bytes: new Uint8Array(), contentType: null },
  };
}

/** Body of upload_url: `{projectUID, url, fileName?}`. */
export interface UrlUploadRequest {
  projectUID: string;
  url: URL;
  /** The key the URL came under, as sent (for 400s about fetching it). */
  urlKey: string;
  fileName: string | undefined;
}

export async function readUrlUploadRequest(request: Request): Promise<UrlUploadRequest> {
  const reader = new FieldReader(await readJsonObject(request), 'body');
  const projectUID = reader.string('projectUID', { required: true });
  const url = readHttpUrl(reader, 'url');
  const fileName = readFileName(reader, 'fileName', false);
  reader.done();
  return {
    projectUID: projectUID ?? '',
    url: url ?? new URL('http://invalid'),
    urlKey: reader.keyOf('url'),
    fileName,
  };
}

/** Reads a required absolute http(s) URL. */
export function readHttpUrl(reader: FieldReader, name: string): URL | undefined {
  const text = reader.string(name, { required: true, maxLength: 2048 });
  if (typeof text !== 'string') return undefined;
  const parsed = parseHttpUrl(text.trim());
  if (!parsed.ok) {
    reader.fail(reader.keyOf(name), parsed.message);
    return undefined;
  }
  return parsed.url;
}
