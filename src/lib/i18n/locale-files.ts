import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Test helper: reads src/locales/<lng>/<ns>.json from disk and flattens keys. */
export const localesDir = join(import.meta.dirname, '../../locales');

export type Flat = Map<string, string>;

export function readNamespace(lng: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8'));
}

export function listLanguages(): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

export function listNamespaces(lng: string): string[] {
  return readdirSync(join(localesDir, lng))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
}

/** Nested JSON -> "a.b.c" -> text. Non-string leaves are reported as problems by the caller. */
export function flatten(
  value: unknown,
  prefix = '',
  out: Flat = new Map(),
  bad: string[] = [],
): { flat: Flat; bad: string[] } {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out, bad);
  } else {
    bad.push(prefix);
  }
  return { flat: out, bad };
}

/** `{{name}}` placeholders of one string, sorted, for comparing translations with English. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/** A key as code writes it: plural forms ("x_one", "x_few") all belong to "x". */
export function baseKey(key: string): string {
  const suffix = PLURAL_SUFFIXES.find((s) => key.endsWith(s));
  return suffix ? key.slice(0, -suffix.length) : key;
}
