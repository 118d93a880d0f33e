import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The lint block that forbids import cycles among `files`: no module may import, directly or
 * through others, a module that imports it back. Imports resolve as TypeScript resolves them with
 * `tsconfig` (so aliases such as `@/` are followed); type-only imports do not count, since they
 * leave nothing in the build, and packages are not walked into.
 *
 * @param {{ files: string[]; tsconfig: string }} options
 * @returns {import('eslint').Linter.Config}
 */
export function noImportCycles({ files, tsconfig }) {
  return {
    files,
    plugins: { 'import-x': importX },
    settings: {
      // The plugin reads only JavaScript files unless told which endings to follow and parse.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfig })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  };
}
