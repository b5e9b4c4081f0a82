// GET /api/athlete/day (issue #16): SPEC's fixed goals until a body weight is saved, then targets
// that follow the day's training; water and drinks logged in words counted in fluids; a match
// day's timeline; the calm low-intake note after under-fuelled hard days.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZAthleteDay } from '../../src/contracts/athlete';
import { SPEC_FIXED_GOALS } from '../../src/contracts/fixed-goals';
import { buildTestApp } from '../helpers/test-app';
import { startTestWorkers } from '../helpers/run-workers';
import { signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';

const today = () => new Date().toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeWithDatabase('the athlete day', (use) => {
  let app: FastifyInstance;
  let athlete: ApiClient;
  let rival: ApiClient;
  let workers: { stop: () => Promise<void> };

  const day = async (client: ApiClient, date = today()) => {
    const res = await client.get(`/api/athlete/day?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZAthleteDay.parse(res.json());
  };

  /** Logs an entry for a date and waits for its meals. */
  async function logMeals(client: ApiClient, message: string, date = today()) {
    const queued = await client.post('/api/external/chat/queue', { session_id: 's1', message, date, timezone: 'UTC' });
    expect(queued.statusCode, queued.body).toBe(201);
    const jobId = queued.json().job_id as string;
    await expect
      .poll(
        async () =>
          (await client.get(`/api/external/meals?limit=500&date=${date}`))
            .json()
            .items.filter((m: { source_job_id: string }) => m.source_job_id === jobId).length,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
  }

  beforeAll(async () => {
    const env = { QUEUE_RATE_LIMIT: '1000' };
    ({ app } = await buildTestApp(use(), { env }));
    await app.ready();
    athlete = await signedInClient(app, use().db);
    rival = await signedInClient(app, use().db);
    workers = await startTestWorkers(use(), { env });
  });
  afterAll(async () => {
    await workers.stop();
    await app.close();
  });

  it("gives SPEC's fixed goals without a body weight", async () => {
    expect(await day(athlete)).toEqual({
      date: today(),
      personal: false,
      training: { date: today(), load: 'rest', matchFormat: null, startTime: null, hot: false, source: 'none' },
      // The values themselves are checked against SPEC §9 in day-targets.test.ts.
      goals: { ...SPEC_FIXED_GOALS, fluids: 2000 },
      ranges: null,
      basis: expect.stringContaining('Add your body weight'),
      fluids: { waterMl: 0, drinksMl: 0, totalMl: 0, logs: [] },
      timeline: null,
      lowIntakeNote: null,
    });
  });

  it('switches to personal targets once a weight is saved, and follows the day’s training at once', async () => {
    await athlete.put('/api/athlete/profile', {
      heightCm: 185,
      sex: 'male',
      sport: 'cricket',
      role: 'fast-bowler',
      goal: 'maintain',
      timeZone: 'Asia/Kolkata',
      units: 'metric',
    });
    expect((await athlete.put('/api/athlete/weights', { date: today(), kg: 75 })).statusCode).toBe(200);
    const rest = await day(athlete);
    expect(rest).toMatchObject({ personal: true, basis: 'Targets for a 75 kg fast bowler on a rest day' });
    expect(rest.goals).toMatchObject({ carbs: 225, protein: 120, calories: 1970, fluids: 2650 });
    expect(rest.ranges).toEqual({ carbs: [225, 375], protein: [120, 165] });

    const set = await athlete.put(`/api/athlete/training/${today()}`, {
      load: 'match',
      matchFormat: 't20',
      startTime: '14:00',
    });
    expect(set.statusCode, set.body).toBe(200);
    const match = await day(athlete);
    expect(match.training).toMatchObject({ load: 'match', matchFormat: 't20', source: 'set' });
    expect(match.goals).toMatchObject({ carbs: 675, calories: 4540, sodium: 4700 });
    expect(match.basis).toBe('Targets for a 75 kg fast bowler on a T20 match day');
    expect(match.timeline?.[0]).toEqual({ at: '10:00', title: 'Fluids before play', detail: expect.any(String) });

    // A sweat test makes the fluids his own.
    const test = await athlete.post('/api/athlete/sweat-tests', {
      date: today(),
      weightBeforeKg: 75,
      weightAfterKg: 74,
      fluidDrunkMl: 500,
      durationMin: 60,
    });
    expect(test.json().sweatRateMlPerHour).toBe(1500);
    const measured = await day(athlete);
    expect(measured.goals.fluids).toBe(5650); // 2625 + 2 h × 1500 ml
    expect(measured.timeline!.map((i) => i.detail).join(' ')).toContain('from your sweat test');

    // The day before is fuelled for the match; the rival sees none of it.
    expect((await day(athlete, shift(today(), -1))).basis).toContain('the day before a match');
    expect((await day(rival)).personal).toBe(false);
  });

  it('counts water logged with a button and drinks logged in words', async () => {
    await athlete.post('/api/athlete/fluids', { date: today(), ml: 500 });
    await logMeals(athlete, 'a glass of sweet lassi');
    const { fluids } = await day(athlete);
    expect(fluids.waterMl).toBe(500);
    // A glass of lassi: 258 g at 1.03 g/ml.
    expect(fluids.drinksMl).toBe(250);
    expect(fluids.totalMl).toBe(750);
    expect(fluids.logs).toEqual([expect.objectContaining({ ml: 500, date: today() })]);
    expect((await day(rival)).fluids.totalMl).toBe(0);
  });

  it('notes calmly when three hard days of the last week were far under the energy target', async () => {
    for (const back of [2, 3, 4]) {
      const date = shift(today(), -back);
      expect((await athlete.put(`/api/athlete/training/${date}`, { load: 'heavy' })).statusCode).toBe(200);
      if (back < 4) await logMeals(athlete, '1 banana', date);
    }
    // Two logged hard days are not a pattern; a hard day without meals says nothing.
    expect((await day(athlete)).lowIntakeNote).toBeNull();
    await logMeals(athlete, '1 apple', shift(today(), -4));
    const note = (await day(athlete)).lowIntakeNote;
    expect(note).toMatch(/sports dietitian/);
    expect((await day(rival)).lowIntakeNote).toBeNull();
  });

  it('refuses a date that is not one or is far away', async () => {
    for (const date of ['2026-13-01', 'tomorrow', '2019-01-01', shift(today(), 400)]) {
      const res = await athlete.get(`/api/athlete/day?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await athlete.get('/api/athlete/day')).statusCode).toBe(400);
  });
});
