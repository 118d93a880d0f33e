// Measures, in headless Chromium, the gzipped JavaScript and CSS each route loads at first
// visit, and the Largest Contentful Paint of /landing. Prints JSON.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

// playwright-core is a package of the web app; resolve it from there, wherever this runs from.
const require = createRequire(new URL('../web/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const base = process.argv[2];
const routes = ['/', '/landing', '/login', '/dashboard'];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const result = { routes: {}, lcpMs: null };
for (const route of routes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = { js: 0, css: 0 };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(response.body().then((body) => {
      sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
    }).catch(() => {}));
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  result.routes[route] = sizes;
  await context.close();
}
const lcps = [];
for (let i = 0; i < 5; i += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(base + '/landing', { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(() => new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 3000);
  }));
  if (lcp !== null) lcps.push(lcp);
  await context.close();
}
lcps.sort((a, b) => a - b);
result.lcpMs = lcps.length ? lcps[Math.floor(lcps.length / 2)] : null;
await browser.close();
console.log(JSON.stringify(result));
