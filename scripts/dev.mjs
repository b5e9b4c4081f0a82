// `npm run dev`: the server from source under `tsx watch` (restarts when a file it loads changes)
// and Vite's dev server with hot module replacement for the web app, which forwards the API, the
// health checks and the embedded sign-in provider to the server (vite.config.ts). Open the Vite
// address. SIGINT/SIGTERM stop both; when either exits, so does the other (decision 105).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
if (!existsSync(bin('tsx')) || !existsSync(bin('vite'))) {
  console.error('npm run dev needs the dev dependencies: run `npm install` (without --omit=dev).');
  process.exit(1);
}

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;
const children = [
  // Sign-in redirects and links must come back to the page the developer has open: Vite's.
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl },
  }),
  spawn(bin('vite'), ['--port', webPort, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CREASE_DEV_API: `http://localhost:${apiPort}` },
  }),
];

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
let running = children.length;
let status = 0;
for (const child of children) {
  child.on('exit', (code) => {
    status ||= code ?? 0;
    stop('SIGTERM');
    if (--running === 0) process.exit(status);
  });
}
