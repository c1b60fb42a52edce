import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  closure,
  dashboardFirstLoad,
  FIRST_LOAD_BUDGET_KB,
  FIRST_LOAD_TARGET_KB,
  measure,
  offlineServiceOnly,
  run,
  workflowsRoutes,
  type Manifest,
} from '../bench/bundle-size';
import { formatTable, tableRows } from '../bench/table';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/app/routes/dashboard.tsx',
      'src/offline/platform/adapters/browser.ts',
      'src/locales/en/dashboard.json',
      'src/app/routes/workflows.tsx',
    ],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/menu.tsx'],
  },
  'src/menu.tsx': { file: 'assets/menu.js', isDynamicEntry: true },
  'src/locales/en/dashboard.json': { file: 'assets/dashboard-texts.js', isDynamicEntry: true },
  'src/offline/platform/adapters/browser.ts': {
    file: 'assets/offline.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_msw.js'],
  },
  '_msw.js': { file: 'assets/msw.js' },
  'src/app/routes/workflows.tsx': {
    file: 'assets/workflows.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/canvas.tsx'],
  },
  'src/canvas.tsx': {
    file: 'assets/canvas.js',
    isDynamicEntry: true,
    dynamicImports: ['index.html'],
  },
};

function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-budget-'));
  mkdirSync(join(dir, 'assets'));
  for (const chunk of Object.values(manifest)) {
    writeFileSync(
      join(dir, chunk.file),
      `export const x = ${JSON.stringify(chunk.file.repeat(50))};`,
    );
  }
  return dir;
}

describe('bundle budget measurement', () => {
  it('counts the entry, the dashboard route, their static imports and the board’s texts', () => {
    expect([...dashboardFirstLoad(manifest)].sort()).toEqual([
      '_vendor.js',
      'index.html',
      'src/app/routes/dashboard.tsx',
      'src/locales/en/dashboard.json',
    ]);
  });

  it('leaves out what loads later and what only the offline service brings', () => {
    expect([...offlineServiceOnly(manifest)].sort()).toEqual([
      '_msw.js',
      'src/offline/platform/adapters/browser.ts',
    ]);
    expect(closure(manifest, ['src/app/routes/dashboard.tsx']).has('src/menu.tsx')).toBe(false);
  });

  it('sizes a workflows route with its lazy parts, not walking back into the first load', () => {
    const dir = dist();
    const [route] = workflowsRoutes(dir, manifest);
    expect(route?.files).toEqual(['assets/canvas.js', 'assets/workflows.js']);
    expect(route?.gzipKB).toBeGreaterThan(0);
    expect(measure(dir, manifest, dashboardFirstLoad(manifest)).files).toHaveLength(4);
  });

  it('passes a first load within the target and fails one past the gate', () => {
    const dir = dist();
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(run(dir)).toMatchObject({ withinBudget: true, withinTarget: true });
    // Random bytes do not compress: a vendor chunk 1 KB past the gate (and the target) gzipped.
    const past = Math.max(FIRST_LOAD_BUDGET_KB, FIRST_LOAD_TARGET_KB) + 1;
    writeFileSync(join(dir, 'assets/vendor.js'), randomBytes(past * 1024));
    expect(run(dir)).toMatchObject({ withinBudget: false, withinTarget: false });
  });

  it('keeps the gate under issue 17’s target, near the first load it was lowered to', () => {
    // 139.3 KB when the gate was set to 142 KB (the app's own translator in place of i18next);
    // raised once to 143 KB (one SVG icon set, accent-blind search, the sign-in preload script:
    // 142.3 KB after a 1.4 KB trim), and to 144 KB (143.5 KB: the one key factory and shared views
    // of src/entities, and the hand-over from the painted sign-in page, which the board's first
    // screen runs); lowered as the first load shrinks (bench/README.md, "Bundle budget").
    expect(FIRST_LOAD_BUDGET_KB).toBeLessThanOrEqual(FIRST_LOAD_TARGET_KB);
    expect(FIRST_LOAD_BUDGET_KB).toBeLessThanOrEqual(144);
  });

  it('fails loudly when the build has no dashboard route', () => {
    const { ['src/app/routes/dashboard.tsx']: _gone, ...without } = manifest;
    expect(() => dashboardFirstLoad(without)).toThrow(/dashboard/);
  });
});

describe('bench table', () => {
  it('reads ours, baseline, ratio, target and verdict by name, nested results included', () => {
    const rows = tableRows({
      dashboard: {
        mount: {
          oursMedianMs: 120.456,
          bareMedianMs: 100,
          pairedRatioMedian: 1.2,
          targetRatio: 1.2,
          withinTarget: true,
        },
        typing: { keyToPaintMedianMs: 9 },
      },
      'mock-projects': { medianMs: 11.3, targetMedianMs: 10 },
    });
    expect(rows).toEqual([
      {
        benchmark: 'dashboard mount',
        ours: '120.46 ms',
        baseline: '100 ms',
        ratio: '1.2',
        target: '≤ 1.2',
        pass: 'pass',
      },
      {
        benchmark: 'mock-projects',
        ours: '11.3 ms',
        baseline: '',
        ratio: '',
        target: '≤ 10 ms',
        pass: 'FAIL',
      },
    ]);
    expect(
      formatTable({ 'mock-projects': { medianMs: 11.3, targetMedianMs: 10, withinTarget: false } }),
    ).toMatch(/^benchmark\s+ours\s+baseline\s+ratio\s+target\s+pass\n-+/);
  });
});
