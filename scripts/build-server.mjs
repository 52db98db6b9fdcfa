// `npm start`'s (and `npm run build`'s) server step (rules §25): bundles apps/server/src into apps/server/dist/main.js
// with esbuild, the workspace's own code (server and packages/core) compiled in, every npm package left to Node.
// Why: under tsx each of the server's ~400 modules is resolved and loaded through a loader thread, about 2 s of every
// start spent waiting (measured with --cpu-prof); the bundle starts with none of that. It takes well under a second,
// so it runs every time (no stamp). Tests and the end-to-end servers keep running the sources under tsx.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../apps/server');

/** npm packages stay imports (Node loads them as installed); the workspace's own packages are compiled in. */
const leaveNpmPackagesToNode = {
  name: 'leave-npm-packages-to-node',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pokered/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await build({
  entryPoints: [join(serverRoot, 'src/main.ts')],
  outfile: join(serverRoot, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [leaveNpmPackagesToNode],
});
console.log(`Server: bundled in ${((Date.now() - started) / 1000).toFixed(1)} s into apps/server/dist/main.js.`);
