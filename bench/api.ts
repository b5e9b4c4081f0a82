// `npm run bench:api`: the built server on each back-end — embedded PGlite (the default) and
// PostgreSQL — seeded with a user with 100 meals, loaded with autocannon from this process.
// Prints requests/s and latency for the main calls, the time from POST queue to the entry's
// meals being readable, and the server process's resident memory (RSS) when it is ready and
// after the runs (and after each call), with where it is (bench/server-memory.ts). Numbers only,
// no pass/fail.
//   BENCH_BACKENDS (default "embedded,postgres") picks the back-ends; each runs in a process of
//   its own (this script again, with BENCH_BACKEND set), so one's memory does not colour the other's.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server to use;
//   a fresh database is created there and dropped afterwards.
//   BENCH_CALLS (default "meals,jobs,queue,latency,trends") picks the measurements, comma-separated.
//   BENCH_NODE_ARGS adds node flags for the server (e.g. "--trace-gc"); BENCH_MEMORY_GC=1 makes
//   the server collect garbage before each memory breakdown, which then says what was live.
//   BENCH_CPU_PROF_DIR makes the server write a V8 CPU profile there when it stops.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { getAnalyzer } from '../src/knowledge-file';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { meals, users } from '../src/server/db/schema';
import { toMealRow } from '../src/server/features/meals/meal-row';
import { seedTrendsUser, TRENDS_BENCH_DAYS } from './trends-seed';
import { startServer } from '../tests/helpers/server-process';
import { processCpuMs } from './process-stats';
import { MEMORY_PROBE_ARGS, serverMemory } from './server-memory';

const backend = process.env.BENCH_BACKEND as 'embedded' | 'postgres' | undefined;
if (!backend) {
  for (const b of (process.env.BENCH_BACKENDS ?? 'embedded,postgres').split(',').map((x) => x.trim())) {
    const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_BACKEND: b },
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
    console.log('');
  }
  process.exit(0);
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const name = `crease_bench_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'crease-bench-'));

const admin = backend === 'postgres' ? new pg.Client({ connectionString: adminUrl }) : null;
await admin?.connect();
await admin?.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

// Embedded: seeded through its own PGlite in the data folder, closed before the server opens it.
const database = await openDatabase(
  backend === 'postgres' ? { kind: 'postgres', url: url.toString() } : { kind: 'pglite', dataDir: `${dataDir}/pglite` },
);
await migrateDatabase(database);
const [user] = await database.db
  .insert(users)
  .values({ issuer: 'bench', subject: 'bench', email: 'bench@crease.test' })
  .returning();
// Real meals as the engine makes them (micros, components and all), from the accuracy sample's
// entries, so the list is the size a user's list really is.
const calls = new Set((process.env.BENCH_CALLS ?? 'meals,jobs,queue,latency,trends').split(',').map((c) => c.trim()));
const entries = readFileSync(new URL('./meals-sample.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => (JSON.parse(line) as { text: string }).text);
const seeded: ReturnType<typeof toMealRow>[] = [];
for (let day = 0; seeded.length < 100; day++) {
  const date = new Date(Date.now() - day * 86_400_000).toISOString().slice(0, 10);
  const result = getAnalyzer().analyze(entries[day % entries.length]!, { date, timeZone: 'Asia/Kolkata' });
  for (const meal of result.meals) seeded.push(toMealRow(meal, { userId: user!.id, sourceJobId: null }));
}
await database.db.insert(meals).values(seeded.slice(0, 100));
const cookie = `${SESSION_COOKIE}=${await createSession(database.db, { userId: user!.id, ttlMs: 3_600_000 })}`;
if (backend === 'embedded') await database.close();

const server = await startServer({
  from: 'dist',
  dataDir,
  env: {
    ...(backend === 'postgres' ? { DATABASE_URL: url.toString(), DATABASE_POOL_MAX: '20' } : {}),
    QUEUE_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
  },
  nodeArgs: [
    ...MEMORY_PROBE_ARGS,
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ...(process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : []),
  ],
});

async function load(title: string, opts: autocannon.Options) {
  const cpuBefore = processCpuMs(server.child.pid!);
  const result = await autocannon({ connections: 20, duration: DURATION_S, ...opts, url: server.url + opts.url });
  const errors = result.non2xx + result.errors;
  // Bytes on the wire per response (headers included), to see what compression saves.
  const kb = result.requests.average > 0 ? result.throughput.average / result.requests.average / 1024 : 0;
  // The server's CPU time per response: unlike requests/s it hardly moves with what else the
  // machine is doing (1000 / this is about what one free core serves per second).
  const cpuMs = (processCpuMs(server.child.pid!) - cpuBefore) / Math.max(1, result.requests.total);
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${kb.toFixed(1).padStart(6)} KB   server CPU ${cpuMs.toFixed(2)} ms/req   errors ${errors}`,
  );
  await printMemory('  server memory after it');
}

/** The server's RSS and where it is (V8's heap, Buffers, PGlite's WebAssembly heap, the rest). */
async function printMemory(title: string) {
  const [rss, ...breakdown] = await serverMemory(server);
  console.log(`${title.padEnd(34)} ${rss}`);
  for (const line of breakdown) console.log(`${''.padEnd(34)} ${line}`);
}

const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
const BACKEND_NAME = backend === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
console.log(`Crease API benchmark: ${DURATION_S} s per call, 20 connections, ${BACKEND_NAME}, 100 meals\n`);
await printMemory('server memory when ready');
// As the meals screen asks for it (a browser always offers compression), and without compression.
if (calls.has('meals')) {
  await load('GET /api/external/meals?limit=100', {
    url: '/api/external/meals?limit=100',
    headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
  });
  await load('  the same, uncompressed', { url: '/api/external/meals?limit=100', headers });
}
if (calls.has('jobs')) await load('GET /api/external/chat/jobs', { url: '/api/external/chat/jobs', headers });
if (calls.has('queue'))
  await load('POST /api/external/chat/queue', {
    url: '/api/external/chat/queue',
    method: 'POST',
    headers,
    body: JSON.stringify({ session_id: 'bench', message: '2 rotis, 1 katori dal and a glass of lassi' }),
  });

// Let the workers drain the entries the load test queued before timing single entries.
// Embedded: the server holds the database, so ask it (the newest jobs come first).
const pendingJobs = async () => {
  if (database.pool) {
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from chat_jobs where status in ('queued', 'processing')`,
    );
    return rows[0]!.n;
  }
  const list = (await (await fetch(`${server.url}/api/external/chat/jobs?limit=100`, { headers })).json()) as {
    items: { status: string }[];
  };
  return list.items.filter((j) => j.status === 'queued' || j.status === 'processing').length;
};
for (;;) {
  const n = await pendingJobs();
  if (n === 0) break;
  process.stdout.write(`\rwaiting for ${n} queued entries to drain...   `);
  await new Promise((r) => setTimeout(r, 1000));
}
process.stdout.write('\n');

const samples: number[] = [];
for (let i = 0; i < (calls.has('latency') ? 40 : 0); i++) {
  const start = performance.now();
  const res = await fetch(`${server.url}/api/external/chat/queue`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      session_id: 'bench-latency',
      message: `${(i % 3) + 1} idlis with sambar and coconut chutney`,
    }),
  });
  const { job_id } = (await res.json()) as { job_id: string };
  for (;;) {
    const list = (await (await fetch(`${server.url}/api/external/chat/jobs?limit=5`, { headers })).json()) as {
      items: { job_id: string; status: string }[];
    };
    const job = list.items.find((j) => j.job_id === job_id);
    if (job && job.status !== 'queued' && job.status !== 'processing') break;
    await new Promise((r) => setTimeout(r, 5));
  }
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!.toFixed(0);
if (samples.length)
  console.log(
    `${'POST queue → meals readable'.padEnd(34)} p50 ${pct(50)} ms   p95 ${pct(95)} ms   (40 entries, one at a time)`,
  );

await printMemory('server memory after the runs');

// Trends (issue 17): one request per view, for a user with a year of four meals a day. On
// PostgreSQL only: the target is for that back-end, and the bench seeds it directly.
if (calls.has('trends') && backend === 'postgres') {
  const trendsUser = await seedTrendsUser(database);
  console.log(`\nTrends: a user with ${trendsUser.meals} meals over ${TRENDS_BENCH_DAYS} days`);
  const trendsHeaders = { ...headers, cookie: trendsUser.cookie, 'accept-encoding': 'gzip, deflate, br' };
  for (const days of [90, 30, 7])
    await load(`GET /api/trends?days=${days}`, { url: `/api/trends?days=${days}`, headers: trendsHeaders });
}

await server.stop();
if (backend === 'postgres') await database.close();
await admin?.query(`drop database if exists "${name}" with (force)`);
await admin?.end();
