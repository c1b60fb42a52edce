import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * A small checker of values against the schemas of src/api/openapi.yaml, for tests that
 * hold what the offline service sends to the contract. It knows the keywords the
 * contract uses: $ref, type (with null), enum, const, required, properties (strict: a
 * property the schema does not declare is an error), items, oneOf, allOf, minimum and
 * format date-time.
 */

type Schema = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** components.schemas of the contract. */
export function loadContractSchemas(): Record<string, Schema> {
  const path = fileURLToPath(new URL('../../api/openapi.yaml', import.meta.url));
  const document: unknown = parse(readFileSync(path, 'utf8'));
  const schemas =
    isRecord(document) && isRecord(document.components) ? document.components.schemas : undefined;
  if (!isRecord(schemas)) throw new Error('openapi.yaml has no components.schemas');
  return schemas as Record<string, Schema>;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(value: unknown, expected: unknown): boolean {
  const types = Array.isArray(expected) ? expected : [expected];
  const actual = typeOf(value);
  return types.some((type) => type === actual || (type === 'number' && actual === 'integer'));
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Every mismatch of `value` against `schema`, as "path: problem" lines; empty when it fits. */
export function checkSchema(
  schemas: Record<string, Schema>,
  schema: Schema,
  value: unknown,
  path = '$',
): string[] {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = schemas[ref.replace('#/components/schemas/', '')];
    if (!target) return [`${path}: unknown $ref ${ref}`];
    return checkSchema(
      schemas,
      { ...target, ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) },
      value,
      path,
    );
  }
  const errors: string[] = [];
  if (Array.isArray(schema.oneOf)) {
    const fits = (schema.oneOf as Schema[]).filter(
      (option) => checkSchema(schemas, option, value, path).length === 0,
    );
    if (fits.length !== 1) errors.push(`${path}: matches ${fits.length} of the oneOf options`);
  }
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf as Schema[])
      errors.push(...checkSchema(schemas, part, value, path));
  }
  if (schema.type !== undefined && !typeMatches(value, schema.type)) {
    return [...errors, `${path}: is ${typeOf(value)}, expected ${JSON.stringify(schema.type)}`];
  }
  if (schema.const !== undefined && value !== schema.const)
    errors.push(`${path}: is ${JSON.stringify(value)}, expected ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    errors.push(`${path}: ${JSON.stringify(value)} is not in the enum`);
  if (typeof schema.minimum === 'number' && typeof value === 'number' && value < schema.minimum)
    errors.push(`${path}: below ${schema.minimum}`);
  if (schema.format === 'date-time' && typeof value === 'string' && !DATE_TIME.test(value))
    errors.push(`${path}: not a date-time`);
  if (Array.isArray(value) && isRecord(schema.items)) {
    const items = schema.items;
    value.forEach((item, i) => errors.push(...checkSchema(schemas, items, item, `${path}[${i}]`)));
  }
  if (isRecord(value) && (isRecord(schema.properties) || Array.isArray(schema.required))) {
    const properties = isRecord(schema.properties)
      ? (schema.properties as Record<string, Schema>)
      : {};
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (!(name in value)) errors.push(`${path}.${name}: required but missing`);
    }
    for (const [name, item] of Object.entries(value)) {
      const property = properties[name];
      if (property) errors.push(...checkSchema(schemas, property, item, `${path}.${name}`));
      else if (isRecord(schema.properties))
        errors.push(`${path}.${name}: not declared by the contract`);
    }
  }
  return errors;
}

/** Every object key under `value` that is not PascalCase, as paths. */
export function nonPascalKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => nonPascalKeys(item, `${path}[${i}]`));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(/^[A-Z][A-Za-z0-9]*$/.test(key) ? [] : [`${path}.${key}`]),
    ...nonPascalKeys(item, `${path}.${key}`),
  ]);
}
