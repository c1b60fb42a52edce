import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer boundaries of eslint.config.js, run through ESLint on small sources placed at
 * paths inside the app. Type-aware rules are off here: only the boundaries are under test.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: [tseslint.configs.disableTypeChecked],
  ruleFilter: ({ ruleId }) =>
    ruleId === 'import-x/no-restricted-paths' || ruleId === 'no-restricted-syntax',
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('layer boundaries', () => {
  it('an entity importing a feature or the app layer fails', async () => {
    const found = await problems(
      'src/entities/project/boundary-fixture.ts',
      "import { DashboardPage } from '@/features/dashboard';\n" +
        "import { paths } from '@/app/paths';\n" +
        'export const both = [DashboardPage, paths];\n',
    );
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/no-restricted-paths.*must not import features or the app layer/);
  });

  it('a feature importing another feature fails, by alias and by relative path', async () => {
    const found = await problems(
      'src/features/project/boundary-fixture.ts',
      "import { DashboardPage } from '@/features/dashboard';\n" +
        "import { DashboardPage as Again } from '../dashboard';\n" +
        'export const both = [DashboardPage, Again];\n',
    );
    expect(found).toEqual([
      expect.stringMatching(/Features do not import each other/),
      expect.stringMatching(/Features do not import each other/),
    ]);
  });

  it('features and the app read entities; shared lib code may not', async () => {
    const code =
      "import { projectKeys } from '@/entities/project/keys';\nexport const k = projectKeys;\n";
    expect(await problems('src/features/project/boundary-fixture.ts', code)).toEqual([]);
    expect(await problems('src/app/boundary-fixture.ts', code)).toEqual([]);
    expect(await problems('src/lib/boundary-fixture.ts', code)).toEqual([
      expect.stringMatching(/must not depend on entities/),
    ]);
  });

  it('a hand-written query key fails outside src/entities', async () => {
    const code =
      "import { queryOptions } from '@tanstack/react-query';\n" +
      'export const options = (uid: string) =>\n' +
      "  queryOptions({ queryKey: ['projects', 'detail', uid], queryFn: () => uid });\n";
    expect(await problems('src/features/project/api/boundary-fixture.ts', code)).toEqual([
      expect.stringMatching(/Hand-written query key/),
    ]);
    expect(await problems('src/entities/project/boundary-fixture.ts', code)).toEqual([]);
  });

  it('a cache write under a literal key, or a shared resource root in a feature, fails', async () => {
    const write =
      "import type { QueryClient } from '@tanstack/react-query';\n" +
      "export const put = (c: QueryClient) => c.setQueryData(['tasks', 'mine'], []);\n";
    expect(await problems('src/features/tasks/components/boundary-fixture.ts', write)).toEqual([
      expect.stringMatching(/Hand-written query key/),
    ]);
    const factory = "export const myKeys = { all: ['annotations'] as const };\n";
    expect(await problems('src/features/compare/api/boundary-fixture.ts', factory)).toEqual([
      expect.stringMatching(/keys live in src\/entities/),
    ]);
  });

  it('an /api/v1/ call outside API files fails', async () => {
    const code =
      "import { api } from '@/api/client';\n" +
      "export const load = () => api.get('/api/v1/project', {});\n" +
      'export const one = (uid: string) => fetch(`/api/v1/asset?AssetUID=${uid}`);\n';
    expect(await problems('src/features/review/hooks/boundary-fixture.ts', code)).toEqual([
      expect.stringMatching(/API calls live in the feature's api\/ folder/),
      expect.stringMatching(/API calls live in the feature's api\/ folder/),
    ]);
    expect(await problems('src/features/review/api/boundary-fixture.ts', code)).toEqual([]);
    expect(await problems('src/entities/asset/boundary-fixture.ts', code)).toEqual([]);
  });
});
