/** A response body read once, classified without ever throwing a parse error. */
export type ParsedBody =
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown }
  | { kind: 'html'; text: string }
  | { kind: 'text'; text: string };

export function parseBodyText(text: string, contentType: string | null): ParsedBody {
  if (text.trim() === '') return { kind: 'empty' };
  const type = (contentType ?? '').toLowerCase();
  const trimmed = text.trimStart();
  if (type.includes('json') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return { kind: 'json', value: JSON.parse(text) as unknown };
    } catch {
      // Falls through: a body labelled JSON that is not JSON is still text.
    }
  }
  if (type.includes('html') || /^<(!doctype|html|head|body)\b/i.test(trimmed))
    return { kind: 'html', text };
  return { kind: 'text', text };
}

export async function readBody(response: Response): Promise<ParsedBody> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { kind: 'empty' };
  }
  return parseBodyText(text, response.headers.get('Content-Type'));
}
