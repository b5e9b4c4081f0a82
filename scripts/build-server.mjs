// Bundles the server entry points to dist/server with esbuild. Dependencies stay external
// (loaded from node_modules); only our own TypeScript is compiled. Also copies the knowledge
// file into dist/knowledge, so a built tree needs no build tools to run (decision 105).
// Split into chunks: main.js imports the server dynamically, after it has set the garbage
// collector up, and that needs the server in a file of its own (decision 120). The folder is
// emptied first so that chunks of earlier builds do not pile up.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', worker: 'src/server/worker-main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
const knowledge = '.cache/knowledge/knowledge.json';
if (!existsSync(knowledge)) throw new Error(`${knowledge} is missing: run npm run knowledge:build`);
mkdirSync('dist/knowledge', { recursive: true });
copyFileSync(knowledge, 'dist/knowledge/knowledge.json');
console.log('built dist/server and dist/knowledge');
