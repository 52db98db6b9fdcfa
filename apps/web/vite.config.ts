import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { codeSplittingGroups } from './build/chunks.ts';
import { colorSchemeScript } from './build/colorScheme.ts';
import { flagImages } from './build/flagImages.ts';
import { mantineStyles } from './build/mantineStyles.ts';
import { mantineVariables } from './build/mantineVariables.ts';
import { precompress } from './build/precompress.ts';
import { scrollAreaRefs } from './build/scrollAreaRefs.ts';
import { startAfterPaint } from './build/startAfterPaint.ts';

const root = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
/** Flag SVGs shipped with the app (no CDN): see src/components/flags.ts. */
const flagIconsDir = dirname(require.resolve('flag-icons/package.json'));
/**
 * react-router 7 points every export condition at its development build (dev warnings included);
 * production bundles take its production build instead (remix-run/react-router#12532, #14102).
 */
const reactRouterProduction = join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * Everything the Node server answers; the dev server and `vite preview` forward it there. No `xfwd`: the development
 * login refuses requests that carry X-Forwarded-For (rules §2), and the Host header stays the page's, so the
 * server's Origin check sees a same-site write.
 */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(
  ['/api', '/login', '/logout', '/auth-status', '/auth/'].map((prefix) => [prefix, { target: API_TARGET }]),
);

export default defineConfig(({ command, isSsrBuild = false }) => ({
  root,
  plugins: [
    react(),
    flagImages(),
    scrollAreaRefs(),
    colorSchemeScript(),
    startAfterPaint(),
    precompress(),
    mantineStyles(),
    mantineVariables(),
  ],
  resolve: {
    alias: [
      { find: '@flag-icons', replacement: flagIconsDir },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // The repo root: flag SVGs come from the hoisted node_modules, also when vitest runs from the root.
  server: { proxy, fs: { allow: [join(root, '../..')] } },
  preview: { proxy },
  build: {
    // `vite build --ssr src/entry-server.ts`: the server-side renderer, loaded by the server at run time
    // (docs/decisions/005-server-rendering.md); kept out of dist/, which is served to browsers.
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    target: isSsrBuild ? 'node20' : 'es2022',
    // The server links a server-rendered page's CSS and chunks from it (dist/.vite/manifest.json).
    manifest: !isSsrBuild,
    // Every browser the es2022 target runs on preloads modules natively except Firefox before 115 and Safari
    // before 17 (2023), which then fetch a chunk when it is imported instead of ahead: 200 bytes less on every first
    // load, where the budget (scripts/bundle-budget.mjs) has none to spare.
    modulePreload: { polyfill: false },
    // A few shared chunks instead of dozens of tiny ones (see build/chunks.ts).
    // No plugin-timing report: on a busy machine every build would print one (`npm start` prints a summary).
    rolldownOptions: {
      checks: { bundlerTimings: false },
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: codeSplittingGroups(root) } } }),
    },
    // Small icons are fine inline, but flags must stay separate files: only the shown ones are fetched.
    assetsInlineLimit: (filePath) => (/flag-icons|assets\/flags/.test(filePath) ? false : undefined),
  },
  // The renderer is one self-contained file set (React's production build included): it does not depend on the
  // server's node_modules or NODE_ENV.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // axe in jsdom takes seconds on a busy 2-core machine: a limit for hangs, not a performance check.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
}));
