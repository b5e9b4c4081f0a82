// POST queue, GET jobs, cancel: shapes of SPEC §7, validation, rate limit, idempotency, and
// the worker turning an entry into meals.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatJobs, meals } from '../../src/server/db/schema';
import { claimJob, completeJob } from '../../src/server/jobs/queue';
import { createJobHandlers } from '../../src/server/jobs/handlers';
import { loadConfig } from '../../src/server/config';
import { createServices } from '../../src/server/services';
import { buildTestApp } from '../helpers/test-app';
import { guestClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { startTestWorkers } from '../helpers/run-workers';
import { describeWithDatabase } from '../helpers/test-database';

const today = () => new Date().toISOString().slice(0, 10);
const entry = (message: string, extra: Record<string, unknown> = {}) => ({
  session_id: 'session_1_abc',
  message,
  date: today(),
  timezone: 'UTC',
  ...extra,
});

describeWithDatabase('meal entry queue API', (use) => {
  let app: FastifyInstance;
  let athlete: ApiClient;

  beforeAll(async () => {
    ({ app } = await buildTestApp(use(), { env: { QUEUE_RATE_LIMIT: '1000' } }));
    await app.ready();
    athlete = await signedInClient(app, use().db);
  });
  afterAll(async () => {
    await app.close();
  });

  const jobOf = async (client: ApiClient, id: string) =>
    ((await client.get('/api/external/chat/jobs')).json().items as Array<Record<string, unknown>>).find(
      (j) => j.job_id === id,
    );

  it('answers 401 to a guest on every signed-in route', async () => {
    const guest = guestClient(app);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      guest.get('/api/external/chat/jobs'),
      guest.post('/api/external/chat/queue', entry('roti')),
      guest.post(`/api/external/chat/jobs/${id}/cancel`),
      guest.get('/api/external/meals?limit=100'),
      guest.get(`/api/external/meals/${id}`),
      guest.del(`/api/external/meals/${id}`),
      guest.get('/api/user-preferences'),
      guest.put('/api/user-preferences', { mealsVisibleColumns: ['calories'] }),
      guest.get('/api/external/meals/edit-nl/processing'),
      guest.post(`/api/external/meals/${id}/edit-nl`, { instructions: 'double it' }),
      guest.get(`/api/external/meals/${id}/edit-nl/status`),
      guest.get('/api/events'),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(401);
  });

  it('queues an entry and lists it with the SPEC job fields, newest first', async () => {
    const first = await athlete.post('/api/external/chat/queue', entry('2 rotis and dal'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ job_id: expect.any(String), message: '2 rotis and dal' });
    const second = await athlete.post('/api/external/chat/queue', entry('  a glass of lassi  '));
    const items = (await athlete.get('/api/external/chat/jobs')).json().items;
    expect(items[0]).toEqual({
      job_id: second.json().job_id,
      id: second.json().job_id,
      status: 'queued',
      message: 'a glass of lassi',
      error: null,
      created_at: expect.any(String),
      images_obj_stor_urls: [],
      date: today(),
      unmatched: [],
      meal_dates: [],
      favourite: false,
    });
    expect(items[1].job_id).toBe(first.json().job_id);
  });

  it.each([
    ['a blank message', entry('   '), 'Message must not be empty'],
    ['a message over the limit', entry('dal '.repeat(600)), 'Message is too long: at most 2000 characters'],
    ['a malformed date', entry('roti', { date: '22/11/2026' }), 'expected YYYY-MM-DD'],
    ['an impossible date', entry('roti', { date: '2026-02-30' }), 'not a real calendar date'],
    ['a date in the future', entry('roti', { date: '2099-01-01' }), 'in the future'],
    ['a date years ago', entry('roti', { date: '2001-01-01' }), 'more than a year ago'],
    [
      'seven images',
      entry('roti', { images_obj_stor_urls: Array.from({ length: 7 }, (_, i) => `/objects/${i}.jpg`) }),
      'At most 6 images per entry',
    ],
    ['no session id', { message: 'roti' }, 'session_id'],
    // Photos the user uploaded are covered in entry-photos-ai.test.ts.
    [
      'a photo path that is not an uploaded photo',
      entry('roti', { images_obj_stor_urls: ['/objects/a.jpg'] }),
      'A photo of this entry was not found',
    ],
    [
      'an unknown photo',
      entry('roti', { images_obj_stor_urls: ['/api/objects/00000000-0000-4000-8000-000000000000'] }),
      'Please attach it again',
    ],
  ])('refuses %s with 400 and {detail, message}', async (_name, body, text) => {
    const res = await athlete.post('/api/external/chat/queue', body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.detail).toContain(text);
    expect(json.message).toBe(json.detail);
  });

  it('returns the same job when a client retries the same submission', async () => {
    const headers = { 'idempotency-key': 'req-42' };
    const a = await athlete.post(
      '/api/external/chat/queue',
      entry('3 idlis with sambar', { session_id: 'session_retry' }),
      headers,
    );
    const b = await athlete.post(
      '/api/external/chat/queue',
      entry('3 idlis with sambar', { session_id: 'session_retry' }),
      headers,
    );
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.json().job_id).toBe(a.json().job_id);
    const rows = await use().db.select().from(chatJobs).where(eq(chatJobs.clientRequestId, 'req-42'));
    expect(rows).toHaveLength(1);
  });

  it('cancels a queued job, which then never produces meals', async () => {
    const { job_id } = (await athlete.post('/api/external/chat/queue', entry('2 bananas'))).json();
    const res = await athlete.post(`/api/external/chat/jobs/${job_id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ job_id, status: 'cancelled' });
    // A later entry as the marker: jobs are claimed oldest first, so once the workers have
    // completed it they have been past the cancelled one.
    const marker = (await athlete.post('/api/external/chat/queue', entry('1 apple'))).json().job_id as string;
    const workers = await startTestWorkers(use());
    await expect.poll(async () => (await jobOf(athlete, marker))?.status, { timeout: 10_000 }).toBe('completed');
    await workers.stop();
    expect((await jobOf(athlete, job_id))?.status).toBe('cancelled');
    expect(await use().db.select().from(meals).where(eq(meals.sourceJobId, job_id))).toHaveLength(0);
  });

  it('cancels a job while a worker is analysing it, and the worker writes nothing', async () => {
    const { job_id } = (await athlete.post('/api/external/chat/queue', entry('paneer paratha with curd'))).json();
    const db = use().db;
    const config = loadConfig({});
    // Act as a worker that has claimed the job and is mid-analysis.
    let claimed = await claimJob(db, 'chat_jobs', 'slow-worker', 30_000, 3);
    while (claimed && claimed.id !== job_id) claimed = await claimJob(db, 'chat_jobs', 'slow-worker', 30_000, 3);
    expect(claimed?.id).toBe(job_id);
    const outcome = await createJobHandlers({ config, services: createServices(config) }).chat_jobs!(claimed!, {
      db,
      signal: new AbortController().signal,
    });
    expect(outcome.kind).toBe('completed');

    expect((await athlete.post(`/api/external/chat/jobs/${job_id}/cancel`)).json()).toEqual({
      job_id,
      status: 'cancelled',
    });
    const wrote = await completeJob(
      db,
      claimed!,
      'slow-worker',
      outcome.kind === 'completed' ? outcome.write : async () => undefined,
    );
    expect(wrote).toBe(false);
    expect(await db.select().from(meals).where(eq(meals.sourceJobId, job_id))).toHaveLength(0);
    expect((await jobOf(athlete, job_id))?.status).toBe('cancelled');
  });

  it('refuses to cancel a finished job and answers 404 for an unknown one', async () => {
    const { job_id } = (await athlete.post('/api/external/chat/queue', entry('1 apple'))).json();
    const workers = await startTestWorkers(use());
    await expect.poll(async () => (await jobOf(athlete, job_id))?.status, { timeout: 10_000 }).toBe('completed');
    await workers.stop();
    const res = await athlete.post(`/api/external/chat/jobs/${job_id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already completed');
    const unknown = await athlete.post('/api/external/chat/jobs/00000000-0000-4000-8000-000000000000/cancel');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Job not found' });
    expect((await athlete.post('/api/external/chat/jobs/not-a-uuid/cancel')).statusCode).toBe(404);
  });

  it('turns an entry into meals with nutrition, keeps unmatched text, and fails an entry with no food', async () => {
    const ok = (
      await athlete.post(
        '/api/external/chat/queue',
        entry('2 rotis, 1 katori dal and a glass of sweet lassi, plus zxqv'),
      )
    ).json();
    const bad = (await athlete.post('/api/external/chat/queue', entry('asdfgh qwerty'))).json();
    const workers = await startTestWorkers(use());
    await expect.poll(async () => (await jobOf(athlete, ok.job_id))?.status, { timeout: 10_000 }).toBe('completed');
    await expect.poll(async () => (await jobOf(athlete, bad.job_id))?.status, { timeout: 10_000 }).toBe('failed');
    await workers.stop();

    const mine = (await athlete.get('/api/external/meals?limit=100'))
      .json()
      .items.filter((m: { source_job_id: string }) => m.source_job_id === ok.job_id);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    for (const meal of mine) {
      expect(meal.macros.calories_kcal).toBeGreaterThan(0);
      expect(meal.date).toBe(today());
      expect(meal.serving.serving_size_g).toBeGreaterThan(0);
    }
    const total = mine.reduce((s: number, m: { macros: { calories_kcal: number } }) => s + m.macros.calories_kcal, 0);
    expect(total).toBeGreaterThan(350);
    expect(total).toBeLessThan(900);
    expect((await jobOf(athlete, ok.job_id))?.unmatched).toEqual([
      expect.objectContaining({ text: expect.stringContaining('zxqv') }),
    ]);
    const failed = await jobOf(athlete, bad.job_id);
    expect(failed?.error).toEqual(expect.any(String));
    expect(String(failed?.error).length).toBeGreaterThan(10);
  });
});

describeWithDatabase('meal entry rate limit', (use) => {
  it('answers the entry over the per-user limit with 429 and the SPEC detail', async () => {
    const { app } = await buildTestApp(use(), { env: { QUEUE_RATE_LIMIT: '3', QUEUE_RATE_WINDOW_MINUTES: '10' } });
    const athlete = await signedInClient(app, use().db);
    const other = await signedInClient(app, use().db);
    for (let i = 0; i < 3; i++)
      expect((await athlete.post('/api/external/chat/queue', entry(`banana ${i}`))).statusCode).toBe(201);
    const res = await athlete.post('/api/external/chat/queue', entry('one more banana'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      detail: 'Rate limit exceeded. Please try again later.',
      message: 'Rate limit exceeded. Please try again later.',
    });
    expect(res.headers['retry-after']).toBe('600');
    // The limit is per user: someone else can still log.
    expect((await other.post('/api/external/chat/queue', entry('banana'))).statusCode).toBe(201);
    await app.close();
  });
});

describe('queue payload without a time zone', () => {
  it('is covered by DEFAULT_TIMEZONE (Asia/Kolkata unless configured)', () => {
    expect(loadConfig({}).defaultTimeZone).toBe('Asia/Kolkata');
    expect(() => loadConfig({ DEFAULT_TIMEZONE: 'Mars/Olympus' })).toThrow(/DEFAULT_TIMEZONE/);
  });
});
