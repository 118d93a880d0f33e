// Renders the public pages (home, landing, about, pricing, legal) to static HTML after `vite
// build`: dist/pages/<page>.html, which the server answers those paths with. Each page is the
// built index.html with the page's markup in #root, its own title and description, the site's
// stylesheet inline, and the small script of src/site/main.ts instead of the app's; no inline
// script but the cookie banner's (the CSP allows it by its hash). The
// pricing page shows the server's plan table, read from `rowrecruit plans`.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { serverCommand } from './server-command.mjs';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const rendererDir = join(webDir, 'node_modules/.cache/prerender');
const SITE_ENTRY = 'src/site/main.ts';

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Replaces exactly one match of `pattern` in `html`, failing loudly if the shell has changed. */
function replaceOnce(html, pattern, replacement, what) {
  const matches = html.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`));
  if (matches?.length !== 1) throw new Error(`index.html: expected one ${what}, found ${matches?.length ?? 0}`);
  return html.replace(pattern, replacement);
}

/** The built index.html with the app's script, preloads and stylesheets swapped for the site's. */
function pageShell() {
  const manifestPath = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const site = manifest[SITE_ENTRY];
  if (!site) throw new Error(`${SITE_ENTRY} is missing from the build manifest`);
  // The entry's chunks, each after the chunks it imports, and their stylesheets in that order.
  const chunks = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunks.includes(chunk)) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    chunks.push(chunk);
  };
  visit(SITE_ENTRY);
  const stylesheets = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const preloads = chunks.filter((chunk) => chunk !== site).map((chunk) => chunk.file);
  // The stylesheet is inlined: one round trip fewer before the first paint. The server allows
  // exactly this text in its Content-Security-Policy, by its hash (server/src/http/spa.rs).
  const head = [
    ...stylesheets.map((file) => `<style>${readFileSync(join(dist, file), 'utf8').trim()}</style>`),
    // Visitors without JavaScript get the navigation and pricing laid out for them.
    '<noscript><link rel="stylesheet" href="/noscript.css"></noscript>',
    ...preloads.map((file) => `<link rel="modulepreload" href="/${file}">`),
    `<script type="module" src="/${site.file}"></script>`,
  ].join('\n    ');
  let shell = readFileSync(join(dist, 'index.html'), 'utf8');
  shell = shell.replace(/\s*<script type="module"[^>]*><\/script>/g, '');
  shell = shell.replace(/\s*<link rel="(?:modulepreload|stylesheet)"[^>]*href="\/assets\/[^"]*"[^>]*>/g, '');
  shell = replaceOnce(shell, /\s*<noscript>[^<]*<\/noscript>/, '', 'app <noscript> notice');
  shell = replaceOnce(shell, /<\/head>/, `  ${head}\n  </head>`, '</head>');
  return shell;
}

// The renderer is built on its own, for Node, and kept out of dist.
await build({
  root: webDir,
  logLevel: 'warn',
  build: { ssr: join(webDir, 'src/site/render.tsx'), outDir: rendererDir, emptyOutDir: true },
});
const rendererFile = readdirSync(rendererDir).find((name) => /^render\.m?js$/.test(name));
if (!rendererFile) throw new Error(`no renderer in ${rendererDir}`);
const { publicPages, renderPage } = await import(pathToFileURL(join(rendererDir, rendererFile)).href);

const plans = JSON.parse(serverCommand('plans'));
const shell = pageShell();
const pagesDir = join(dist, 'pages');
mkdirSync(pagesDir, { recursive: true });
for (const page of publicPages) {
  const { html, head } = await renderPage(page, plans);
  let out = replaceOnce(shell, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`, '<title>');
  out = replaceOnce(
    out,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    'meta description',
  );
  out = replaceOnce(out, /<div id="root"><\/div>/, () => `<div id="root">${html}</div>`, '#root');
  writeFileSync(join(pagesDir, page.file), out);
}
// The manifest served its purpose; it is not for visitors.
rmSync(join(dist, '.vite'), { recursive: true, force: true });
console.log(`pre-rendered ${publicPages.length} public pages into dist/pages`);
