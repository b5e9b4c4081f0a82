// `npm start` (and `npm run worker`, with --worker): build what is missing or older than the sources, then run the server in this
// process (so Ctrl-C and SIGTERM reach it directly and it shuts down gracefully).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['dist/server/main.js', 'dist/server/worker.js', 'dist/web/index.html'].map((p) => path.join(root, p));
// knowledge/ and its build: the engine's knowledge file is rebuilt when a food row changes.
const inputs = ['src', 'knowledge', 'scripts/knowledge', 'package.json', 'vite.config.ts', 'scripts/build-server.mjs'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => (name.endsWith('.test.ts') ? max : Math.max(max, newestMtime(path.join(p, name)))), 0);
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
const sourcesAt = Math.max(...inputs.map((i) => newestMtime(path.join(root, i))));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? 'Building Crease (first start)...' : 'Sources changed since the last build; rebuilding...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

await import(path.join(root, process.argv.includes('--worker') ? 'dist/server/worker.js' : 'dist/server/main.js'));
