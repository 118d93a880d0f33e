// Generates src/api/schema.ts from the server's OpenAPI document, or with --check fails when the
// checked-in file differs from it (so a server change the web app has not taken up cannot land).
// The document comes from `rowrecruit openapi` (see server-command.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { serverCommand } from './server-command.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const target = resolve(webDir, 'src/api/schema.ts');
const check = process.argv.includes('--check');

const header =
  '// Generated from the server\'s OpenAPI document by `npm run api:types`. Do not edit.\n\n';
const generated = header + astToString(await openapiTS(JSON.parse(serverCommand('openapi'))));

if (check) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is a difference like any other.
  }
  if (current !== generated) {
    console.error(
      'src/api/schema.ts does not match the server\'s OpenAPI document. Run `npm run api:types` and commit the result.',
    );
    process.exit(1);
  }
  console.log('API types match the server.');
} else {
  writeFileSync(target, generated);
  console.log(`wrote ${target}`);
}
