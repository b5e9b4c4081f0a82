// Bundles the server entry points to dist/server with esbuild. Dependencies stay external
// (loaded from node_modules); only our own TypeScript is compiled.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', worker: 'src/server/worker-main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/server');
