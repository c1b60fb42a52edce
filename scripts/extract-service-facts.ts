/**
 * Copies the facts the contract tests check out of the service's specification documents into
 * src/api/service-facts.json, so the repository tests itself with nothing beside it:
 *
 *   npx tsx scripts/extract-service-facts.ts <folder with spec.md and decisions.md>
 *
 * Run it again when the specification changes; the tests then compare the contract with it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentedOperations, documentedPaths } from '../src/api/contract-doc';

const folder = process.argv[2];
if (!folder) {
  console.error(
    'Usage: npx tsx scripts/extract-service-facts.ts <folder with spec.md and decisions.md>',
  );
  process.exit(2);
}
const spec = readFileSync(join(folder, 'spec.md'), 'utf8');
const decisions = readFileSync(join(folder, 'decisions.md'), 'utf8');
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const list = (text: string) => text.split(',').map((item) => item.replace(/\(.*$/s, '').trim());

/** "| field | enum | A, B, C |" rows of the specification's field tables, by resource. */
const ENUM_NAMES: Record<string, string> = {
  projectState: 'projectState',
  type: 'taskType',
  status: 'taskStatus',
};
const enums = Object.fromEntries(
  [...spec.matchAll(/^\| (\w+) \| enum \| ([A-Za-z, ]+) \|$/gm)].map((m) => [
    ENUM_NAMES[m[1] ?? ''] ?? m[1] ?? '',
    list(m[2] ?? ''),
  ]),
);
/** The sentence lists "Workflow triggers (triggerType): A (note), B, ..." and the reactions'. */
function sentenceList(label: string): string[] {
  const line = spec.split('\n').find((l) => l.startsWith(label)) ?? '';
  const body = line.slice(line.indexOf(':') + 1).replace(/\([^)]*\)/g, '');
  return list(body.replace(/\..*$/s, '')).filter(Boolean);
}
const emailLanguages = /English default; ([A-Za-z, ]+)\)/.exec(spec)?.[1];

const facts = {
  source: 'spec.md and decisions.md of the Review and Approval Service',
  specOperations: sorted(documentedOperations(spec)),
  specPaths: sorted(documentedPaths(spec)),
  decisionsOperations: sorted(documentedOperations(decisions)),
  decisionsPaths: sorted(documentedPaths(decisions)),
  eventTypes: [...spec.matchAll(/^\| ([a-z]+\.[a-z]+) \|/gm)].map((m) => m[1] ?? ''),
  enums: {
    ...enums,
    triggerType: sentenceList('Workflow triggers (triggerType)'),
    reactionType: sentenceList('Workflow reactions (reactionType)'),
    emailLanguage: emailLanguages ? list(emailLanguages) : [],
  },
};
writeFileSync(
  new URL('../src/api/service-facts.json', import.meta.url),
  `${JSON.stringify(facts, null, 2)}\n`,
);
console.log(
  `${facts.specOperations.length} operations, ${facts.eventTypes.length} event types, ` +
    `${Object.keys(facts.enums).length} enumerations written to src/api/service-facts.json`,
);
