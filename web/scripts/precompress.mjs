// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
// levels, so the server sends them as they are instead of compressing on every request. Not for
// the pre-rendered pages: the server writes the current year into them, and encodes the result
// once a year.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;
const dist = new URL('../dist', import.meta.url).pathname;
const pages = join(dist, 'pages');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (path !== pages) yield* files(path);
    } else if (COMPRESSIBLE.test(name) && !name.endsWith('.map')) yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  const bytes = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (brotli 11, gzip 9)`);
