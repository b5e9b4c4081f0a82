// Fast re-logging through the API with a real server, database and workers (issue 17, decision
// 112): favourites, the composer's shortcuts, "log again" writing the source's current meals
// (after an edit) on today as a normal job, a retried copy returning the same job, copying
// yesterday's breakfast, another user's entries as 404 and bad input as 400.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../src/contracts/jobs';
import type { Meal } from '../../src/contracts/meal';
import type { RelogShortcuts } from '../../src/contracts/relog';
import { buildTestApp } from '../helpers/test-app';
import { guestClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { startTestWorkers } from '../helpers/run-workers';
import { describeWithDatabase } from '../helpers/test-database';

const TZ = 'UTC';
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const today = () => isoDay(0);
const yesterday = () => isoDay(-1);

/** The parts of a meal a copy must keep (ids, day and time are the copy's own). */
const food = (m: Meal) => ({
  title: m.title,
  description: m.description,
  meal_type: m.context.meal_type,
  macros: m.macros,
  lipids_detail: m.lipids_detail,
  serving: m.serving,
  micros: m.micros,
  components: m.components,
});

describeWithDatabase('fast re-logging API', (use) => {
  let app: FastifyInstance;
  let athlete: ApiClient;
  let rival: ApiClient;
  let workers: { stop: () => Promise<void> };
  let breakfastJob = '';
  let lunchJob = '';
  let rivalJob = '';

  const mealsOf = async (client: ApiClient, jobId: string, date?: string): Promise<Meal[]> =>
    (await client.get(`/api/external/meals?limit=100${date ? `&date=${date}` : ''}`))
      .json()
      .items.filter((m: Meal) => m.source_job_id === jobId);

  const jobOf = async (client: ApiClient, jobId: string): Promise<Job | undefined> =>
    (await client.get('/api/external/chat/jobs')).json().items.find((j: Job) => j.job_id === jobId);

  // vi.waitFor, not expect.poll: it is used in a hook too, where expect.poll does not work.
  const waitCompleted = (client: ApiClient, jobId: string) =>
    vi.waitFor(async () => expect((await jobOf(client, jobId))?.status).toBe('completed'), {
      timeout: 15_000,
      interval: 100,
    });

  async function queue(client: ApiClient, message: string, date: string) {
    const res = await client.post('/api/external/chat/queue', { session_id: 's1', message, date, timezone: TZ });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().job_id as string;
  }

  const shortcuts = async (client: ApiClient): Promise<RelogShortcuts> => {
    const res = await client.get(`/api/relog?today=${today()}&timezone=${TZ}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const copy = (client: ApiClient, jobId: string, key: string, session = 's2') =>
    client.post(
      `/api/entries/${jobId}/copy`,
      { session_id: session, date: today(), timezone: TZ },
      { 'idempotency-key': key },
    );

  beforeAll(async () => {
    const env = { QUEUE_RATE_LIMIT: '1000' };
    ({ app } = await buildTestApp(use(), { env }));
    await app.ready();
    athlete = await signedInClient(app, use().db);
    rival = await signedInClient(app, use().db);
    workers = await startTestWorkers(use(), { env });
    breakfastJob = await queue(athlete, '2 boiled eggs and 2 slices of toast for breakfast', yesterday());
    lunchJob = await queue(athlete, '2 rotis and 1 katori dal for lunch', yesterday());
    rivalJob = await queue(rival, '1 plate poha for breakfast', today());
    for (const [client, job] of [
      [athlete, breakfastJob],
      [athlete, lunchJob],
      [rival, rivalJob],
    ] as const)
      await waitCompleted(client, job);
  });
  afterAll(async () => {
    await workers.stop();
    await app.close();
  });

  describe('favourites', () => {
    it('stars and unstars an entry, shown on the job and in the shortcuts', async () => {
      const put = await athlete.put(`/api/entries/${breakfastJob}/favourite`);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({ job_id: breakfastJob, favourite: true });
      expect((await athlete.put(`/api/entries/${breakfastJob}/favourite`)).json().favourite).toBe(true);
      expect((await jobOf(athlete, breakfastJob))?.favourite).toBe(true);
      expect((await shortcuts(athlete)).favourites.map((f) => f.job_id)).toEqual([breakfastJob]);

      const del = await athlete.del(`/api/entries/${breakfastJob}/favourite`);
      expect(del.json()).toEqual({ job_id: breakfastJob, favourite: false });
      expect((await jobOf(athlete, breakfastJob))?.favourite).toBe(false);
      expect((await shortcuts(athlete)).favourites).toEqual([]);
      expect((await athlete.put(`/api/entries/${breakfastJob}/favourite`)).statusCode).toBe(200);
    });

    it("answers 404 for another user's entry and unknown ids, 401 for a guest", async () => {
      expect((await rival.put(`/api/entries/${breakfastJob}/favourite`)).statusCode).toBe(404);
      expect((await rival.del(`/api/entries/${breakfastJob}/favourite`)).statusCode).toBe(404);
      expect((await athlete.put('/api/entries/not-a-uuid/favourite')).statusCode).toBe(404);
      expect((await athlete.put('/api/entries/00000000-0000-4000-8000-000000000000/favourite')).statusCode).toBe(404);
      expect((await guestClient(app).put(`/api/entries/${breakfastJob}/favourite`)).statusCode).toBe(401);
      expect((await jobOf(athlete, breakfastJob))?.favourite).toBe(true);
    });
  });

  describe('shortcuts', () => {
    it('lists recent entries with their meals, and yesterday had a breakfast', async () => {
      const list = await shortcuts(athlete);
      expect(list.recent.map((r) => r.job_id)).toEqual([lunchJob, breakfastJob]);
      const breakfast = list.recent[1]!;
      const meals = await mealsOf(athlete, breakfastJob);
      expect(breakfast).toMatchObject({
        message: '2 boiled eggs and 2 slices of toast for breakfast',
        meal_type: 'breakfast',
        date: yesterday(),
        favourite: true,
      });
      expect(breakfast.calories_kcal).toBe(Math.round(meals.reduce((s, m) => s + m.macros.calories_kcal, 0)));
      expect(list.yesterday_breakfast).toMatchObject({ date: yesterday(), meal_count: meals.length });
      // Another user's entries are not theirs to see.
      expect((await shortcuts(rival)).recent.map((r) => r.job_id)).toEqual([rivalJob]);
      expect((await shortcuts(rival)).yesterday_breakfast).toBeNull();
    });

    it('refuses a bad day with 400', async () => {
      expect((await athlete.get('/api/relog?today=2026-02-30')).statusCode).toBe(400);
      expect((await athlete.get('/api/relog?today=yesterday')).statusCode).toBe(400);
    });
  });

  describe('log again', () => {
    it("writes the source's current meals (after an edit) on today as a normal job; a retry returns it", async () => {
      const [first] = await mealsOf(athlete, breakfastJob);
      const edit = await athlete.post(`/api/external/meals/${first!.id}/edit-nl`, {
        instructions: 'double the portion',
      });
      expect(edit.statusCode, edit.body).toBeLessThan(300);
      await expect
        .poll(async () => (await athlete.get(`/api/external/meals/${first!.id}/edit-nl/status`)).json().status, {
          timeout: 15_000,
        })
        .toBe('completed');
      const source = await mealsOf(athlete, breakfastJob);

      const res = await copy(athlete, breakfastJob, 'again-1');
      expect(res.statusCode, res.body).toBe(201);
      const { job_id: jobId, message } = res.json();
      expect(message).toBe('2 boiled eggs and 2 slices of toast for breakfast');
      const retry = await copy(athlete, breakfastJob, 'again-1');
      expect(retry.statusCode).toBe(200);
      expect(retry.json().job_id).toBe(jobId);

      await waitCompleted(athlete, jobId);
      const copied = await mealsOf(athlete, jobId, today());
      expect(copied.map(food)).toEqual(source.map(food));
      expect(copied.every((m) => m.date === today())).toBe(true);
      expect(copied.every((m) => m.id !== source[0]!.id)).toBe(true);
      const job = await jobOf(athlete, jobId);
      expect(job).toMatchObject({ status: 'completed', date: today(), meal_dates: [today()], favourite: false });
      // The source is unchanged, and the copy is an entry like any other: it can be deleted.
      expect(await mealsOf(athlete, breakfastJob)).toEqual(source);
      expect((await athlete.del(`/api/external/chat/jobs/${jobId}`)).statusCode).toBe(204);
      expect(await mealsOf(athlete, jobId)).toEqual([]);
    });

    it("answers 404 for another user's entry or a deleted one, 409 without meals, 400 for bad input", async () => {
      expect((await copy(rival, breakfastJob, 'steal')).statusCode).toBe(404);
      expect((await copy(athlete, 'not-a-uuid', 'bad-id')).statusCode).toBe(404);
      expect(
        (await athlete.post(`/api/entries/${breakfastJob}/copy`, { session_id: 's2', date: '2026-13-01' })).statusCode,
      ).toBe(400);
      expect((await athlete.post(`/api/entries/${breakfastJob}/copy`, { date: today() })).statusCode).toBe(400);
      expect(
        (await athlete.post(`/api/entries/${breakfastJob}/copy`, { session_id: 's2', date: isoDay(5) })).statusCode,
      ).toBe(400);

      const gone = await queue(athlete, '1 banana', today());
      await waitCompleted(athlete, gone);
      expect((await athlete.del(`/api/external/chat/jobs/${gone}`)).statusCode).toBe(204);
      expect((await copy(athlete, gone, 'deleted')).statusCode).toBe(404);

      // Words that are no food: the entry ends with no meals (failed or completed with none).
      const nothing = await queue(athlete, 'zzqx flurb', today());
      await expect
        .poll(async () => (await jobOf(athlete, nothing))?.status, { timeout: 15_000 })
        .toMatch(/^(completed|failed)$/);
      expect(await mealsOf(athlete, nothing)).toEqual([]);
      const res = await copy(athlete, nothing, 'empty');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This entry has no meals to copy');
    });
  });

  describe("copy yesterday's breakfast", () => {
    it('copies the breakfast meals of yesterday to today, with the source words', async () => {
      const source = (await athlete.get(`/api/external/meals?limit=100&date=${yesterday()}`))
        .json()
        .items.filter((m: Meal) => m.context.meal_type === 'breakfast');
      expect(source.length).toBeGreaterThan(0);
      const body = { session_id: 's3', from_date: yesterday(), meal_type: 'breakfast', date: today(), timezone: TZ };
      const res = await athlete.post('/api/entries/copy-meals', body, { 'idempotency-key': 'breakfast-1' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('2 boiled eggs and 2 slices of toast for breakfast');
      const again = await athlete.post('/api/entries/copy-meals', body, { 'idempotency-key': 'breakfast-1' });
      expect(again.json().job_id).toBe(res.json().job_id);
      await waitCompleted(athlete, res.json().job_id);
      const copied = await mealsOf(athlete, res.json().job_id, today());
      const byTitle = (a: Meal, b: Meal) => a.title.localeCompare(b.title);
      expect(copied.sort(byTitle).map(food)).toEqual(source.sort(byTitle).map(food));
      // Today has a breakfast now: the shortcut would log a second one, so it is gone.
      expect((await shortcuts(athlete)).yesterday_breakfast).toBeNull();
    });

    it('answers 409 when there is nothing to copy, 400 for a bad meal type or day', async () => {
      const res = await athlete.post('/api/entries/copy-meals', {
        session_id: 's3',
        from_date: yesterday(),
        meal_type: 'dinner',
        timezone: TZ,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(`No dinner on ${yesterday()} to copy`);
      // Another user's breakfast is not there for them.
      expect(
        (
          await rival.post('/api/entries/copy-meals', {
            session_id: 's',
            from_date: yesterday(),
            meal_type: 'breakfast',
          })
        ).statusCode,
      ).toBe(409);
      for (const bad of [
        { session_id: 's', from_date: yesterday(), meal_type: 'brunch' },
        { session_id: 's', from_date: '2026-02-30', meal_type: 'breakfast' },
        { session_id: 's', meal_type: 'breakfast' },
      ])
        expect((await athlete.post('/api/entries/copy-meals', bad)).statusCode).toBe(400);
    });
  });
});
