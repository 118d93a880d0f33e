// Runs a `rowrecruit` command and returns what it prints: the binary in ROWRECRUIT_BIN, else
// `cargo run` from the repository. The build reads the server's OpenAPI document and plan table
// this way, so the web app never keeps a copy of its own.
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function serverCommand(...args) {
  const options = { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] };
  const binary = process.env.ROWRECRUIT_BIN;
  if (binary) return execFileSync(binary, args, options);
  return execFileSync('cargo', ['run', '--quiet', '--locked', '-p', 'rowrecruit', '--', ...args], {
    ...options,
    cwd: resolve(webDir, '..'),
  });
}
