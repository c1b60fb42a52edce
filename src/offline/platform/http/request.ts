import { OfflineHttpError, ValidationProblem } from './errors';

/** True for the media types spec.md accepts for JSON request bodies. */
function isAcceptedJsonType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return (
    type === 'application/json' ||
    type === 'text/json' ||
    type === 'application/json-patch+json' ||
    /^application\/[a-z0-9.!#$&^_-]+\+json$/.test(type)
  );
}

/**
 * Reads a JSON object body. Never throws anything but answers: an empty or malformed
 * body is a 400 problem (keys "" and "$" as ASP.NET sends them), a media type other
 * than the accepted JSON ones is 415.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw ValidationProblem.of('', 'The request body could not be read.');
  }
  if (text.trim() === '') throw ValidationProblem.of('', 'A non-empty request body is required.');
  if (!isAcceptedJsonType(request.headers.get('Content-Type'))) {
    throw new OfflineHttpError(
      415,
      'Unsupported media type: send JSON as application/json, application/json-patch+json, text/json or application/*+json.',
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'invalid JSON';
    throw ValidationProblem.of('$', `The request body is not valid JSON: ${detail}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ValidationProblem.of('$', 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** Query parameters as a plain record (first value wins), for {@link FieldReader}. */
export function queryRecord(request: Request): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (!(key in record)) record[key] = value;
  }
  return record;
}
