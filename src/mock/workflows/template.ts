/**
 * Placeholders of SendDataWithWebhook's `webhookCustomPayload`.
 *
 * Syntax: `{{name}}` or `{{name:json}}`, where name is one of the webhookFields names
 * (projectName, projectUID, projectAssetsURLs...); spaces inside the braces are allowed.
 * - `{{name}}` inserts the value as text: arrays are joined with ", ", null becomes an
 *   empty string. When the content type is JSON, the text is escaped for use inside a JSON
 *   string, so `{"name": "{{projectName}}"}` stays valid whatever the name holds.
 * - `{{name:json}}` inserts the value as a JSON literal (quoted string, array, null), e.g.
 *   `{"tags": {{projectTags:json}}}`.
 * Anything else between double braces is refused when the workflow is saved.
 */

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*(?::\s*(json)\s*)?\}\}/g;
const ANY_BRACES = /\{\{([^}]*)\}\}/g;

/** A placeholder found in a template. */
export interface Placeholder {
  name: string;
  json: boolean;
}

/** The placeholders of a template, and the texts between double braces that are none. */
export function scanTemplate(template: string): { placeholders: Placeholder[]; invalid: string[] } {
  const placeholders: Placeholder[] = [];
  const invalid: string[] = [];
  for (const match of template.matchAll(ANY_BRACES)) {
    const whole = match[0];
    const parsed = new RegExp(PLACEHOLDER.source).exec(whole);
    if (parsed?.[0] === whole && parsed[1] !== undefined) {
      placeholders.push({ name: parsed[1], json: parsed[2] !== undefined });
    } else {
      invalid.push(whole);
    }
  }
  return { placeholders, invalid };
}

/** A value a placeholder can stand for. */
export type TemplateValue =
  | string
  | number
  | boolean
  | null
  | readonly TemplateValue[]
  | { readonly [key: string]: TemplateValue };

function asText(value: TemplateValue): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map((item: TemplateValue) => asText(item)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Fills a template. Names without a value become empty (text) or null (json); saving a
 * workflow already refused unknown names.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, TemplateValue>>,
  jsonContent: boolean,
): string {
  return template.replace(PLACEHOLDER, (_whole, name: string, json: string | undefined) => {
    const value = values[name] ?? null;
    if (json !== undefined) return JSON.stringify(value);
    const text = asText(value);
    return jsonContent ? JSON.stringify(text).slice(1, -1) : text;
  });
}
