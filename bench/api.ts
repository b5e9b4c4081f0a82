// `npm run bench:api`: the built server on PostgreSQL, seeded with a user with 100 meals, loaded
// with autocannon from this process. Prints requests/s and latency for the main calls, and the
// time from POST queue to the entry's meals being readable. Numbers only, no pass/fail.
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server to use;
//   a fresh database is created there and dropped afterwards.
//   BENCH_CALLS (default "meals,jobs,queue,latency,trends") picks the measurements, comma-separated.
//   BENCH_CPU_PROF_DIR makes the server write a V8 CPU profile there when it stops.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const name = `crease_bench_${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const database = await openDatabase({ kind: 'postgres', url: url.toString() });
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

const server = await startServer({
  from: 'dist',
  env: {
    DATABASE_URL: url.toString(),
    QUEUE_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    DATABASE_POOL_MAX: '20',
  },
  nodeArgs: process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [],
});

async function load(title: string, opts: autocannon.Options) {
  const result = await autocannon({ connections: 20, duration: DURATION_S, ...opts, url: server.url + opts.url });
  const errors = result.non2xx + result.errors;
  // Bytes on the wire per response (headers included), to see what compression saves.
  const kb = result.requests.average > 0 ? result.throughput.average / result.requests.average / 1024 : 0;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${kb.toFixed(1).padStart(6)} KB   errors ${errors}`,
  );
}

const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
console.log(`Crease API benchmark: ${DURATION_S} s per call, 20 connections, PostgreSQL, 100 meals\n`);
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
for (;;) {
  const { rows } = await database.pool!.query<{ n: number }>(
    `select count(*)::int as n from chat_jobs where status in ('queued', 'processing')`,
  );
  const n = rows[0]!.n;
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

// Trends (issue 17): one request per view, for a user with a year of four meals a day.
if (calls.has('trends')) {
  const trendsUser = await seedTrendsUser(database);
  console.log(`\nTrends: a user with ${trendsUser.meals} meals over ${TRENDS_BENCH_DAYS} days`);
  const trendsHeaders = { ...headers, cookie: trendsUser.cookie, 'accept-encoding': 'gzip, deflate, br' };
  for (const days of [90, 30, 7])
    await load(`GET /api/trends?days=${days}`, { url: `/api/trends?days=${days}`, headers: trendsHeaders });
}

await server.stop();
await database.close();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.end();
