import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Test helper: what the app's source says about translation keys, read with the TypeScript
 * parser (a regex pairs quotes wrongly around `''`). The mock service and tests are left out:
 * a key only they mention is still unused by the app.
 */
export interface SourceFile {
  path: string;
  /** Namespaces the file asks `useTranslation` for; null when it never does (a key table). */
  namespaces: string[] | null;
  /** Every string literal: keys written out, "ns:key" or bare. */
  literals: Set<string>;
  /** Template strings that look like keys ("status.${s}"), as patterns over whole keys. */
  patterns: RegExp[];
}

const srcDir = join(import.meta.dirname, '../..');

function sourcePaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['offline', 'locales', 'testing'].includes(entry.name) ? [] : sourcePaths(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "ns:" (optional) and a first key segment followed by a dot: "status.${s}", "url.${m}Title". */
const KEY_LIKE_HEAD = /^(?:[\w-]+:)?[a-z][\w-]*\./;

export function parseSource(path: string, code: string): SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, false, kind);
  const result: SourceFile = { path, namespaces: null, literals: new Set(), patterns: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      result.literals.add(node.text);
    } else if (ts.isTemplateExpression(node) && KEY_LIKE_HEAD.test(node.head.text)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      result.patterns.push(new RegExp(`^${parts.map(escape).join('[\\w.-]+')}$`));
    } else if (ts.isCallExpression(node)) {
      const first = node.arguments[0];
      if (ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
        result.namespaces ??= [];
        if (!first) result.namespaces.push('common');
        else if (ts.isStringLiteral(first)) result.namespaces.push(first.text);
        else if (ts.isArrayLiteralExpression(first)) {
          for (const e of first.elements) if (ts.isStringLiteral(e)) result.namespaces.push(e.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return result;
}

export function readSourceFiles(): SourceFile[] {
  return sourcePaths(srcDir).map((path) => parseSource(path, readFileSync(path, 'utf8')));
}

/** Whether `file` may mean namespace `ns` by a bare key. */
export function speaksNamespace(file: SourceFile, ns: string): boolean {
  return file.namespaces === null || file.namespaces.includes(ns);
}
