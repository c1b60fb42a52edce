import { createConfig, lint } from '@redocly/openapi-core';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  contractUrl,
  deref,
  documentedOperations,
  documentedPaths,
  isObject,
  loadContract,
  loadServiceFacts,
  operationsOf,
  resolvePointer,
  text,
  walk,
} from '@/api/contract-doc';

const doc = loadContract();
const operations = operationsOf(doc);
const facts = loadServiceFacts();
const specOperations = new Set(facts.specOperations);
const specPaths = new Set(facts.specPaths);
const operationKeys = new Set(operations.map((op) => op.key));

describe('openapi.yaml against spec.md and decisions.md', () => {
  it('is OpenAPI 3.1 with a bearer scheme required by default', () => {
    expect(text(doc.openapi)).toMatch(/^3\.1\.\d+$/);
    expect(resolvePointer(doc, '#/components/securitySchemes/bearer')).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('has every operation of spec.md', () => {
    expect(specOperations.size).toBeGreaterThan(40);
    expect([...specOperations].filter((key) => !operationKeys.has(key))).toEqual([]);
  });

  it('has every operation and path named in decisions.md', () => {
    expect(facts.decisionsOperations.length).toBeGreaterThan(20);
    expect(facts.decisionsOperations.filter((key) => !operationKeys.has(key))).toEqual([]);
    const paths = new Set(operations.map((op) => op.path));
    expect(facts.decisionsPaths.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('marks exactly the operations spec.md does not show with x-extension', () => {
    const wrong = operations
      .filter((op) => (op.operation['x-extension'] === true) === specOperations.has(op.key))
      .map((op) => op.key);
    expect(wrong).toEqual([]);
  });

  it('marks exactly the paths spec.md never names with x-extension', () => {
    const paths = isObject(doc.paths) ? Object.entries(doc.paths) : [];
    const wrong = paths
      .filter(
        ([path, item]) => isObject(item) && (item['x-extension'] === true) === specPaths.has(path),
      )
      .map(([path]) => path);
    expect(wrong).toEqual([]);
  });

  it('marks the extensions decisions.md calls out', () => {
    const pointers = [
      '#/components/schemas/ProjectCreateRequest/properties/workflowUID',
      '#/components/schemas/Asset/properties/statusMessage',
      '#/paths/~1api~1v1~1asset/get/parameters/1',
      '#/components/schemas/DalAsset/properties/folderUID',
      '#/components/schemas/DalAsset/properties/thumbnailUrl',
      '#/components/schemas/MockSettings',
      '#/components/schemas/OutboxEmail',
      '#/components/schemas/WebhookDelivery',
    ];
    const unmarked = pointers.filter((pointer) => {
      const node = resolvePointer(doc, pointer);
      return !isObject(node) || node['x-extension'] !== true;
    });
    expect(unmarked).toEqual([]);
    expect(resolvePointer(doc, '#/paths/~1api~1v1~1asset/get/parameters/1/name')).toBe('Version');
  });

  it('uses x-extension only as the flag true', () => {
    const bad: string[] = [];
    walk(doc, (node, pointer) => {
      if ('x-extension' in node && node['x-extension'] !== true) bad.push(pointer);
    });
    expect(bad).toEqual([]);
  });

  it('resolves every $ref', () => {
    const dangling: string[] = [];
    walk(doc, (node, pointer) => {
      if (typeof node.$ref === 'string' && resolvePointer(doc, node.$ref) === undefined) {
        dangling.push(`${pointer} -> ${node.$ref}`);
      }
    });
    expect(dangling).toEqual([]);
  });

  it('names query parameters in PascalCase and JSON body fields in camelCase', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const params = Array.isArray(op.operation.parameters)
        ? op.operation.parameters.map((p) => deref(doc, p))
        : [];
      for (const param of params) {
        if (isObject(param) && param.in === 'query' && !/^[A-Z][A-Za-z]*$/.test(text(param.name)))
          wrong.push(`${op.key} ?${text(param.name)}`);
      }
      const body = isObject(op.operation.requestBody)
        ? op.operation.requestBody.content
        : undefined;
      const schema = deref(
        doc,
        isObject(body) && isObject(body['application/json'])
          ? body['application/json'].schema
          : undefined,
      );
      const fields =
        isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
      wrong.push(
        ...fields
          .filter((field) => !/^[a-z][A-Za-z]*$/.test(field))
          .map((field) => `${op.key} .${field}`),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('writes event Data in PascalCase, one variant per spec.md event type', () => {
    const event = resolvePointer(doc, '#/components/schemas/Event');
    const variants =
      isObject(event) && Array.isArray(event.oneOf) ? event.oneOf.map((v) => deref(doc, v)) : [];
    const specTypes = facts.eventTypes;
    const variantTypes = variants.map((v) =>
      isObject(v) && isObject(v.properties) && isObject(v.properties.EventType)
        ? v.properties.EventType.const
        : null,
    );
    expect(variantTypes.sort()).toEqual(specTypes.sort());
    const lowercase: string[] = [];
    for (const variant of variants) {
      const data = deref(
        doc,
        isObject(variant) && isObject(variant.properties) ? variant.properties.Data : undefined,
      );
      const names = isObject(data) && isObject(data.properties) ? Object.keys(data.properties) : [];
      lowercase.push(...names.filter((name) => !/^[A-Z]/.test(name)));
    }
    expect(lowercase).toEqual([]);
  });

  it('documents that the same-state 406 of PUT /project/state carries statusCode 412', () => {
    const op = resolvePointer(doc, '#/paths/~1api~1v1~1project~1state/put');
    const notAcceptable = resolvePointer(
      doc,
      '#/paths/~1api~1v1~1project~1state/put/responses/406',
    );
    expect(isObject(op) ? text(op.description) : '').toMatch(/406.*412/s);
    expect(isObject(notAcceptable) ? text(notAcceptable.description) : '').toMatch(/412/);
  });

  it('passes the Redocly recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: fileURLToPath(contractUrl), config });
    // The contract is for this private project: no license to declare.
    const reported = problems
      .filter((p) => p.ruleId !== 'info-license')
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(reported).toEqual([]);
  });
});

describe('openapi.yaml against the specification’s enumerations', () => {
  const schemas: Record<string, string> = {
    projectState: 'ProjectState',
    taskType: 'TaskType',
    taskStatus: 'TaskStatus',
    triggerType: 'TriggerType',
    reactionType: 'ReactionType',
    emailLanguage: 'EmailLanguage',
  };

  it.each(Object.entries(schemas))('%s lists the values of %s', (fact, schema) => {
    const node = resolvePointer(doc, `#/components/schemas/${schema}`);
    const values = isObject(node) && Array.isArray(node.enum) ? node.enum.map(String) : [];
    const expected = facts.enums[fact] ?? [];
    expect(expected.length).toBeGreaterThan(2);
    expect([...values].sort()).toEqual(expect.arrayContaining([...expected].sort()));
  });
});

describe('the facts scanner (scripts/extract-service-facts.ts)', () => {
  it('finds operations in tables and prose, and paths with their queries dropped', () => {
    const markdown = [
      '| GET | /api/v1/project | query ProjectUID |',
      'Reactions call `POST /api/v1/task/review_asset` and read /api/v1/users?Client=1.',
    ].join('\n');
    expect([...documentedOperations(markdown)].sort()).toEqual([
      'GET /api/v1/project',
      'POST /api/v1/task/review_asset',
    ]);
    expect([...documentedPaths(markdown)].sort()).toEqual([
      '/api/v1/project',
      '/api/v1/task/review_asset',
      '/api/v1/users',
    ]);
  });
});
