import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeData {
  _audit?: {
    rules?: { id: string; impact?: string; any: unknown[]; all: unknown[]; none: unknown[] }[];
    data?: { checks?: Record<string, { impact?: string } | undefined> };
  };
}

const RANK: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };

/**
 * The rules that can only ever report a minor or moderate problem: the rule and every check
 * it runs say so in axe-core's own metadata. The tests fail on serious and critical ones, so
 * running these changes no outcome; `region` alone walks the whole page. Read from the
 * installed axe-core, so an upgrade that raises a check's impact brings its rule back; if the
 * metadata is not where it was, every rule runs.
 */
function rulesThatCannotFail(): string[] {
  const { _audit: audit } = require('axe-core') as AxeData;
  const checks = audit?.data?.checks;
  if (!audit?.rules || !checks) return [];
  const rank = (impact: string | undefined) => (impact ? (RANK[impact] ?? 5) : 5);
  return audit.rules
    .filter((rule) => {
      const ids = [...rule.any, ...rule.all, ...rule.none].map((check) =>
        typeof check === 'string' ? check : (check as { id: string }).id,
      );
      return Math.max(rank(rule.impact), ...ids.map((id) => rank(checks[id]?.impact))) <= 2;
    })
    .map((rule) => rule.id);
}

const SKIPPED_RULES = rulesThatCannotFail();
const FAILING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe-core in the page, injected once per document rather than on every check, and
 * answers only its violations (collecting every passing node is most of a run's cost).
 * Through the DevTools protocol, as Playwright's own evaluate, so the app's CSP stays as it is.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ skipped }) => {
      const { axe } = window as unknown as {
        axe: { run(...args: unknown[]): Promise<AxeResults> };
      };
      const results = await axe.run(document, {
        resultTypes: ['violations'],
        rules: Object.fromEntries(skipped.map((id) => [id, { enabled: false }])),
      });
      return results.violations;
    },
    { skipped: SKIPPED_RULES },
  );
  return violations
    .filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact))
    .map(
      (v) =>
        `${v.impact ?? ''} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
}
