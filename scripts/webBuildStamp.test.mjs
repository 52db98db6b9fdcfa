// `npm start` builds the web app only when its sources changed (rules §25).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { buildFingerprint, reasonToBuild, STAMP_FILE } from './webBuildStamp.mjs';

function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A repository with sources and a finished build stamped with their fingerprint. */
function builtRepository() {
  const root = mkdtempSync(join(tmpdir(), 'web-build-stamp-'));
  write(root, 'apps/web/src/App.tsx', 'export const App = 1;');
  write(root, 'packages/core/src/rules.ts', 'export const rule = 1;');
  write(root, 'apps/web/dist/index.html', '<!doctype html>');
  write(root, 'apps/web/dist-ssr/entry-server.js', 'export {};');
  write(root, STAMP_FILE, `${buildFingerprint(root)}\n`);
  return root;
}

test('a build of the same sources is not repeated, whatever was built or served since', () => {
  const root = builtRepository();
  write(root, 'apps/web/dist/assets/new.js', 'built');
  write(root, 'apps/web/src/node_modules/.vite/cache', 'tool cache');
  assert.equal(reasonToBuild(root, buildFingerprint(root)), null);
  rmSync(root, { recursive: true });
});

test('a changed, added or removed source of the web app or of core asks for a build', () => {
  const root = builtRepository();
  write(root, 'apps/web/src/App.tsx', 'export const App = 2;');
  assert.equal(reasonToBuild(root, buildFingerprint(root)), 'the web sources changed');
  write(root, 'apps/web/src/App.tsx', 'export const App = 1;');
  assert.equal(reasonToBuild(root, buildFingerprint(root)), null);
  write(root, 'packages/core/src/more.ts', 'export {};');
  assert.equal(reasonToBuild(root, buildFingerprint(root)), 'the web sources changed');
  rmSync(root, { recursive: true });
});

test('a missing output or stamp asks for a build', () => {
  const root = builtRepository();
  rmSync(join(root, 'apps/web/dist-ssr/entry-server.js'));
  assert.equal(reasonToBuild(root, buildFingerprint(root)), 'apps/web/dist-ssr/entry-server.js is missing');
  const other = builtRepository();
  rmSync(join(other, STAMP_FILE));
  assert.match(reasonToBuild(other, buildFingerprint(other)) ?? '', /no record/);
  rmSync(root, { recursive: true });
  rmSync(other, { recursive: true });
});
