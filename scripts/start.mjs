// `npm start` (and `npm run worker`, with --worker): build what is missing or older than the sources, then run the server in this
// process. package.json runs this with `exec node ...`: npm runs scripts through `sh -c`, and Debian's dash (unlike bash) does not
// replace itself with the last command, so npm's forwarded SIGTERM killed only the shell and left the server running, holding its
// port. With exec this process is npm's child, so SIGTERM and SIGINT reach it and it shuts down gracefully (decision 105).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'dist/server/main.js',
  'dist/server/worker.js',
  'dist/web/index.html',
  'dist/knowledge/knowledge.json',
].map((p) => path.join(root, p));
// knowledge/ and its build: the engine's knowledge file is rebuilt when a food row changes.
const inputs = [
  'src',
  'knowledge',
  'scripts/knowledge',
  'package.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'scripts/prerender-pages.ts',
];
// A production install (`npm install --omit=dev`) has no build tools: it runs the tree as built.
const canBuild =
  existsSync(path.join(root, 'node_modules/vite/package.json')) &&
  existsSync(path.join(root, 'node_modules/tsx/package.json'));

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce(
    (max, name) => (name.endsWith('.test.ts') ? max : Math.max(max, newestMtime(path.join(p, name)))),
    0,
  );
}

/** Runs `npm run build`, passing SIGINT/SIGTERM on so that stopping during a build stops the build too. */
function build() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    for (const s of ['SIGINT', 'SIGTERM']) process.on(s, forward);
    child.on('exit', (code, signal) => {
      for (const s of ['SIGINT', 'SIGTERM']) process.off(s, forward);
      if (signal) process.exit(1);
      resolve(code ?? 1);
    });
  });
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
if (builtAt === 0 && !canBuild) {
  console.error(
    'Crease is not built, and this install has no build tools (it was installed with --omit=dev).\n' +
      'Build it where the dev dependencies are installed (`npm install && npm run build`) and copy dist/ here,\n' +
      'or install everything here: `npm install && npm run build`.',
  );
  process.exit(1);
}
// Without build tools a built tree is run as it is, even if the sources look newer (a copied tree's mtimes mean nothing).
const sourcesAt = canBuild ? Math.max(...inputs.map((i) => newestMtime(path.join(root, i)))) : 0;
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building Crease (first start)...' : 'Sources changed since the last build; rebuilding...',
  );
  const status = await build();
  if (status !== 0) {
    console.error('Build failed; see the messages above.');
    process.exit(status);
  }
}

await import(path.join(root, process.argv.includes('--worker') ? 'dist/server/worker.js' : 'dist/server/main.js'));
