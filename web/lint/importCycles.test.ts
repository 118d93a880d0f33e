import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noImportCycles } from './importCycles.js';

const web = join(import.meta.dirname, '..');

/** The cycle rule alone, over one fixture folder whose tsconfig maps `@/` to the folder. */
async function cycleMessages(fixture: string) {
  const cwd = join(import.meta.dirname, 'fixtures', fixture);
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      noImportCycles({ files: ['**/*.ts'], tsconfig: join(cwd, 'tsconfig.json') }),
    ],
  });
  const results = await eslint.lintFiles(['first.ts', 'second.ts']);
  return results.flatMap((result) =>
    result.messages.map((message) => ({ file: relative(cwd, result.filePath), rule: message.ruleId, line: message.line })),
  );
}

describe('the import cycle rule', () => {
  it('reports two modules that import each other, one of them through the @/ alias', async () => {
    expect(await cycleMessages('cycle')).toEqual([
      { file: 'first.ts', rule: 'import-x/no-cycle', line: 1 },
      { file: 'second.ts', rule: 'import-x/no-cycle', line: 1 },
    ]);
  });

  it('accepts imports that go one way', async () => {
    expect(await cycleMessages('oneWay')).toEqual([]);
  });

  it('is an error for every source file of the app', async () => {
    const config = (await new ESLint({ cwd: web }).calculateConfigForFile('src/app/main.tsx')) as { rules: Partial<Record<string, unknown[]>> };
    expect(config.rules['import-x/no-cycle']?.[0]).toBe(2);
  });
});
