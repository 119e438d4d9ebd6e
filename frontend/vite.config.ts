/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

/** The staff's catalogue as the server sends it (backend/src/i18n): the built index.html carries none. */
const STAFF_CATALOGUE_URL = '/api/i18n/en?scope=all';
const catalogueDir = fileURLToPath(new URL('../libs/domain/catalog/en/', import.meta.url));

/** A revision that changes with the English catalogue, so a new one is precached on the next install. */
function catalogueRevision(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(catalogueDir).sort()) hash.update(file).update(readFileSync(catalogueDir + file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The check-in scanner's service worker (features/check-in/README.md): precaches the built app and
 * the staff's catalogue, and answers navigations under /admin/check-in with index.html from the
 * cache, so the scanner opens with no network. The page registers it with that scope; nothing else does.
 */
const checkInWorker = VitePWA({
  injectRegister: false,
  manifest: false,
  filename: 'check-in-sw.js',
  workbox: {
    globPatterns: ['**/*.{js,css,html}'],
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/admin\/check-in/],
    additionalManifestEntries: [{ url: STAFF_CATALOGUE_URL, revision: catalogueRevision() }],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  },
});

const domainSource = fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url));
const backend = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Assets are pre-compressed at build time; the server sends the .br/.gz twin (@fastify/static preCompressed).
  plugins: isSsrBuild
    ? [react()]
    : [react(), checkInWorker, compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.html$/] })],
  resolve: {
    // Dev server and tests read the shared rules from source, so no domain build is needed first.
    alias: { '@robo/domain': domainSource },
  },
  // The server entry (`vite build --ssr src/app/entry-server.tsx`) bundles its dependencies too: the
  // backend imports one self-contained file and never resolves MUI or emotion's CommonJS/ESM shapes itself.
  // (Only there: Vitest runs through the same SSR pipeline, and inlining every package would slow it down.)
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/catalog.json': backend,
      '/uploads': backend,
      '/sandbox': backend,
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        manifest: true, // bench/ maps chunks to routes with it; the server entry preloads page chunks with it
        emptyOutDir: true,
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // jsdom renders of whole MUI pages take seconds on a loaded 2-core machine; a slow run is not a failure.
    testTimeout: 20_000,
    // Vitest leaves a core free by default, which on a 2-core machine runs one file at a time.
    maxWorkers: availableParallelism(),
  },
}));
