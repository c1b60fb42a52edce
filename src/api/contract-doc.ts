/**
 * Test-side reader of the contract (src/api/openapi.yaml) and of the facts it answers to,
 * copied from the service's spec.md and decisions.md into service-facts.json (see
 * scripts/extract-service-facts.ts). Node only: used by the contract tests, never by the app.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A parsed YAML/JSON node: the contract is plain data, so these are the only shapes. */
export type Node = string | number | boolean | null | Node[] | { [key: string]: Node };
export type NodeObject = { [key: string]: Node };

export const contractUrl = new URL('./openapi.yaml', import.meta.url);
export const generatedUrl = new URL('./schema.gen.ts', import.meta.url);
const factsUrl = new URL('./service-facts.json', import.meta.url);

export function isObject(node: Node | undefined): node is NodeObject {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

/** The node if it is a string, else the empty string. */
export function text(node: Node | undefined): string {
  return typeof node === 'string' ? node : '';
}

/** The contract as data; throws on invalid YAML. */
export function loadContract(): NodeObject {
  const doc = parse(readFileSync(contractUrl, 'utf8')) as Node;
  if (!isObject(doc)) throw new Error('openapi.yaml is not a mapping');
  return doc;
}

/** What the service's specification documents say, as data kept in the repository. */
export interface ServiceFacts {
  specOperations: string[];
  specPaths: string[];
  decisionsOperations: string[];
  decisionsPaths: string[];
  eventTypes: string[];
  enums: Record<string, string[]>;
}

export function loadServiceFacts(): ServiceFacts {
  return JSON.parse(readFileSync(factsUrl, 'utf8')) as ServiceFacts;
}

/** "GET /api/v1/x" keys for every method + path written in a markdown document (tables and prose). */
export function documentedOperations(markdown: string): Set<string> {
  const found = new Set<string>();
  const pattern = /\b(GET|POST|PUT|PATCH|DELETE)\s*\|?\s*`?(\/api\/v1\/[A-Za-z0-9_/]+)/g;
  for (const match of markdown.matchAll(pattern)) {
    const [, method = '', path = ''] = match;
    found.add(`${method} ${path.replace(/\/$/, '')}`);
  }
  return found;
}

/** Every /api/v1 path written in a markdown document, query strings dropped. */
export function documentedPaths(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/\/api\/v1\/[A-Za-z0-9_/]+/g)].map((m) => m[0].replace(/\/$/, '')),
  );
}

export interface Operation {
  method: HttpMethod;
  path: string;
  /** "GET /api/v1/x", the same form as documentedOperations. */
  key: string;
  pathItem: NodeObject;
  operation: NodeObject;
}

export function operationsOf(doc: NodeObject): Operation[] {
  const paths = doc.paths;
  if (!isObject(paths)) return [];
  const result: Operation[] = [];
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (isObject(operation)) {
        result.push({ method, path, key: `${method.toUpperCase()} ${path}`, pathItem, operation });
      }
    }
  }
  return result;
}

/** Resolves a local JSON pointer such as "#/components/schemas/Project"; undefined when it leads nowhere. */
export function resolvePointer(doc: NodeObject, ref: string): Node | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Node | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    node = Array.isArray(node) ? node[Number(key)] : isObject(node) ? node[key] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follows $ref chains to the node they name. */
export function deref(doc: NodeObject, node: Node | undefined): Node | undefined {
  let current = node;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${current.$ref}`);
    current = resolvePointer(doc, current.$ref);
  }
  return current;
}

/** Calls visit for every object node with its JSON pointer. */
export function walk(
  node: Node,
  visit: (value: NodeObject, pointer: string) => void,
  pointer = '#',
): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => walk(child, visit, `${pointer}/${index}`));
  } else if (isObject(node)) {
    visit(node, pointer);
    for (const [key, child] of Object.entries(node)) {
      walk(child, visit, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  }
}
