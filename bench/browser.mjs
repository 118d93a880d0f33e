// Measures, in headless Chromium, the gzipped JavaScript and CSS each route loads at first
// visit, and the Largest Contentful Paint of /landing; then, on a throttled phone (Slow 4G-like
// network, CPU slowed 4×, 390×844 screen), the JavaScript the first visit to / and /landing
// downloads (gzipped, and as sent) and their LCP. Prints the figures, then JSON on the last line.
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
  // The public pages carry their stylesheet inline: their HTML is counted too.
  const sizes = { js: 0, css: 0, html: 0 };
  const kinds = { script: 'js', stylesheet: 'css', document: 'html' };
  const pending = [];
  page.on('response', (response) => {
    const kind = kinds[response.request().resourceType()];
    if (!kind) return;
    pending.push(response.body().then((body) => {
      sizes[kind] += gzipSync(body).length;
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
  lcps.push(await largestContentfulPaint(page));
  await context.close();
}
result.lcpMs = median(lcps);

// Slow 4G as the Lighthouse mobile profile has it: 150 ms round trips, 1.6 Mbit/s down.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

function largestContentfulPaint(page) {
  return page.evaluate(() => new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(null), 3000);
  }));
}

/** One first visit on the throttled phone: its JavaScript, gzipped and as sent, and its LCP. */
async function phoneVisit(route) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Set();
  const js = { gzipBytes: 0, transferBytes: 0, files: 0 };
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) js.transferBytes += event.encodedDataLength;
  });
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    js.files += 1;
    pending.push(response.body().then((body) => {
      js.gzipBytes += gzipSync(body).length;
    }).catch(() => {}));
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const lcpMs = await largestContentfulPaint(page);
  await context.close();
  return { js, lcpMs };
}

result.phone = {};
for (const route of ['/', '/landing']) {
  const visits = [];
  for (let i = 0; i < 5; i += 1) visits.push(await phoneVisit(route));
  result.phone[route] = { js: visits[0].js, lcpMs: median(visits.map((v) => v.lcpMs)) };
}
await browser.close();

for (const [route, sizes] of Object.entries(result.routes)) {
  console.log(
    `${route}: ${(sizes.js / 1024).toFixed(1)} KB JavaScript, ${(sizes.css / 1024).toFixed(1)} KB CSS, ` +
      `${(sizes.html / 1024).toFixed(1)} KB HTML (gzipped)`,
  );
}
console.log(`LCP of /landing (desktop, unthrottled, median of 5): ${result.lcpMs === null ? 'n/a' : `${result.lcpMs.toFixed(0)} ms`}`);
for (const [route, { js, lcpMs }] of Object.entries(result.phone)) {
  console.log(
    `throttled phone ${route}: ${js.files} scripts, ${(js.gzipBytes / 1024).toFixed(1)} KB JavaScript gzipped ` +
      `(${(js.transferBytes / 1024).toFixed(1)} KB sent), LCP ${lcpMs === null ? 'n/a' : `${lcpMs.toFixed(0)} ms`} (median of 5)`,
  );
}
console.log(JSON.stringify(result));
