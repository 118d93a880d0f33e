/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.ROWRECRUIT_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@test': fileURLToPath(new URL('./test', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // The build renders the public pages with src/site/render.tsx (scripts/prerender.mjs), as a
  // server-side build of its own; the browser build has two entries: the app (index.html) and
  // the small script of those pages (src/site/main.ts). The manifest tells the renderer their files.
  build: isSsrBuild
    ? { sourcemap: false }
    : {
        outDir: 'dist',
        sourcemap: 'hidden',
        // Inline data: URLs would be fine under the CSP for images, but keep assets as files.
        assetsInlineLimit: 0,
        manifest: true,
        rollupOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            site: fileURLToPath(new URL('./src/site/main.ts', import.meta.url)),
          },
        },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    // Whole-app renders load lazy screens; leave room for a busy machine.
    testTimeout: 20_000,
    // Both cores even on a two-core machine (the default leaves one for the system): 95 s there
    // instead of 131 s.
    maxWorkers: 2,
    // A failed query prints the page; keep that short, so the test's name and line stay in sight.
    env: { DEBUG_PRINT_LIMIT: '1500' },
    include: ['src/**/*.test.{ts,tsx}', 'lint/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
