import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repo's own eslint.config.js, as `npx eslint` and `npm test` run it: a resource of the
// offline service reaches another only through that resource's index.ts.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('offline service resource boundaries (eslint.config.js)', () => {
  it("fails a resource that imports another resource's internals", async () => {
    const errors = await boundaryErrors(
      'src/offline/tasks/routes.ts',
      "import { projectOfAsset } from '@/offline/assets/lookup';\nexport const lookup = projectOfAsset;\n",
    );
    expect(errors).toEqual([expect.stringContaining('@/offline/assets (its index.ts)')]);
  }, 180_000);

  it('fails a relative import into another resource, and the platform reaching inside one', async () => {
    const relative = await boundaryErrors(
      'src/offline/tasks/routes.ts',
      "import { DEMO_ASSETS } from '../assets/seed';\nexport const seeded = DEMO_ASSETS;\n",
    );
    const fromPlatform = await boundaryErrors(
      'src/offline/platform/modules.ts',
      "import { requireVisibleTask } from '@/offline/tasks/store';\nexport const find = requireVisibleTask;\n",
    );
    expect([...relative, ...fromPlatform]).toHaveLength(2);
  }, 180_000);

  it('lets a resource use another through its index, and its own files directly', async () => {
    const errors = await boundaryErrors(
      'src/offline/tasks/routes.ts',
      "import { projectOfAsset } from '@/offline/assets';\nimport { isOpen } from './kinds';\n" +
        'export const used = [projectOfAsset, isOpen];\n',
    );
    expect(errors).toEqual([]);
  }, 180_000);
});
