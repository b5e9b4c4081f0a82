// Integrity under parallel requests and deletion on the server (issue #18): parallel edits of one
// meal apply once, the entry limit holds exactly under a burst, and a deleted log entry is gone
// for every client and cannot come back through a retried submission.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Meal } from '../../src/contracts/meal';
import { chatJobs, meals } from '../../src/server/db/schema';
import { apiClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { buildTestApp } from '../helpers/test-app';
import { startTestWorkers } from '../helpers/run-workers';
import { describeWithDatabase } from '../helpers/test-database';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';

const today = () => new Date().toISOString().slice(0, 10);
const entry = (message: string) => ({
  session_id: 'session_integrity',
  message,
  date: today(),
  timezone: 'Asia/Kolkata',
});

describeWithDatabase('integrity under parallel requests', (use) => {
  let app: FastifyInstance;
  let workers: { stop: () => Promise<void> } | null = null;

  beforeAll(async () => {
    ({ app } = await buildTestApp(use(), { env: { QUEUE_RATE_LIMIT: '30', QUEUE_RATE_WINDOW_MINUTES: '10' } }));
    await app.ready();
  });
  afterAll(async () => {
    await workers?.stop();
    await app.close();
  });

  async function mealsOf(client: ApiClient, jobId: string): Promise<Meal[]> {
    return (await client.get('/api/external/meals?limit=100'))
      .json()
      .items.filter((m: Meal) => m.source_job_id === jobId);
  }

  async function logAndWait(client: ApiClient, message: string): Promise<{ jobId: string; meals: Meal[] }> {
    const { job_id } = (await client.post('/api/external/chat/queue', entry(message))).json();
    workers ??= await startTestWorkers(use());
    let found: Meal[] = [];
    await expect
      .poll(async () => (found = await mealsOf(client, job_id)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    return { jobId: job_id, meals: found };
  }

  it('lets exactly one of ten parallel edits of a meal through, and the meal changes once', async () => {
    const athlete = await signedInClient(app, use().db);
    const {
      meals: [meal],
    } = await logAndWait(athlete, '1 banana');
    const before = meal!.macros.calories_kcal;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        athlete.post(`/api/external/meals/${meal!.id}/edit-nl`, { instructions: 'double the portion' }),
      ),
    );
    // Each answer is either this meal's one edit (a repeat of the same words gets the same job)
    // or SPEC's "already being updated".
    const started = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().job_id));
    expect(started.size).toBe(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe('This meal is already being updated. Please wait a moment.');
    }
    await expect
      .poll(async () => (await athlete.get(`/api/external/meals/${meal!.id}/edit-nl/status`)).json().status, {
        timeout: 10_000,
      })
      .toBe('completed');
    const after = (await athlete.get(`/api/external/meals/${meal!.id}`)).json() as Meal;
    expect(after.macros.calories_kcal).toBeCloseTo(before * 2, 0);
  });

  it('holds the entry limit exactly when sixty entries arrive at once', async () => {
    const athlete = await signedInClient(app, use().db);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => athlete.post('/api/external/chat/queue', entry(`banana ${i}`))),
    );
    const accepted = answers.filter((a) => a.statusCode === 201).length;
    const refused = answers.filter((a) => a.statusCode === 429).length;
    expect({ accepted, refused }).toEqual({ accepted: 30, refused: 30 });
    expect(
      await use().db.select({ id: chatJobs.id }).from(chatJobs).where(eq(chatJobs.userId, athlete.userId)),
    ).toHaveLength(30);
  });

  it('deletes an entry and its meals for every client of the user; a retried submission does not bring it back', async () => {
    const athlete = await signedInClient(app, use().db);
    // A second device: another session of the same user.
    const token = await createSession(use().db, { userId: athlete.userId, ttlMs: 3_600_000 });
    const phone = apiClient(app, athlete.userId, `${SESSION_COOKIE}=${token}`);
    const retry = { 'idempotency-key': 'device-a-1' };
    const first = await athlete.post('/api/external/chat/queue', entry('2 idlis and sambar'), retry);
    expect(first.statusCode).toBe(201);
    const jobId = first.json().job_id as string;
    workers ??= await startTestWorkers(use());
    await expect.poll(async () => (await mealsOf(phone, jobId)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Each job says which days its meals are on, so a log can show it there.
    const listed = (await phone.get('/api/external/chat/jobs'))
      .json()
      .items.find((j: { job_id: string }) => j.job_id === jobId);
    expect(listed.meal_dates).toEqual([today()]);

    const res = await phone.del(`/api/external/chat/jobs/${jobId}`);
    expect(res.statusCode).toBe(204);
    for (const client of [athlete, phone]) {
      const jobs = (await client.get('/api/external/chat/jobs')).json().items as Array<{ job_id: string }>;
      expect(jobs.map((j) => j.job_id)).not.toContain(jobId);
      expect(await mealsOf(client, jobId)).toEqual([]);
    }
    expect(await use().db.select().from(meals).where(eq(meals.sourceJobId, jobId))).toEqual([]);

    // The first device never heard back and sends the same submission again.
    const again = await athlete.post('/api/external/chat/queue', entry('2 idlis and sambar'), retry);
    expect(again.statusCode).toBe(200);
    expect(again.json().job_id).toBe(jobId);
    expect(
      (await athlete.get('/api/external/chat/jobs')).json().items.map((j: { job_id: string }) => j.job_id),
    ).not.toContain(jobId);

    expect((await athlete.del(`/api/external/chat/jobs/${jobId}`)).statusCode).toBe(204); // twice is harmless
    expect((await athlete.del('/api/external/chat/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await athlete.del('/api/external/chat/jobs/not-a-uuid')).statusCode).toBe(404);
  });

  it('deletes an entry still in the queue so that it never makes meals, and refuses someone else’s entry', async () => {
    await workers?.stop();
    workers = null;
    const athlete = await signedInClient(app, use().db);
    const rival = await signedInClient(app, use().db);
    const { job_id } = (await athlete.post('/api/external/chat/queue', entry('paneer paratha'))).json();
    expect((await rival.del(`/api/external/chat/jobs/${job_id}`)).statusCode).toBe(404);
    expect((await athlete.del(`/api/external/chat/jobs/${job_id}`)).statusCode).toBe(204);
    const [row] = await use().db.select().from(chatJobs).where(eq(chatJobs.id, job_id));
    expect(row?.status).toBe('cancelled');
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
