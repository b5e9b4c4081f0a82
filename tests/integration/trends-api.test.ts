// GET /api/trends (issue 17): three weeks of seeded meals give the right daily totals, averages
// and days logged; a day's goals and fluids are /api/athlete/day's; bad ranges are 400 with a
// message; guests get 401; another user sees nothing of it.
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZAthleteDay } from '../../src/contracts/athlete';
import { ZTrendsResponse } from '../../src/contracts/trends';
import { meals } from '../../src/server/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { guestClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';

const today = () => new Date().toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A glass of masala chai in the knowledge base: 206 g at 1.03 g/ml is 200 ml. */
const CHAI = { food_id: 'dish:masala-chai', grams: 206, role: 'drink' };
const ROTI = { food_id: 'dish:roti', grams: 40, role: 'item' };

describeWithDatabase('trends', (use) => {
  let app: FastifyInstance;
  let athlete: ApiClient;
  let rival: ApiClient;
  // Logged: every day from 20 days ago to 1 day ago except every third one, and nothing today.
  const back = Array.from({ length: 20 }, (_, i) => i + 1).filter((b) => b % 3 !== 0);

  const trends = async (client: ApiClient, query = '') => {
    const res = await client.get(`/api/trends${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZTrendsResponse.parse(res.json());
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(use()));
    await app.ready();
    athlete = await signedInClient(app, use().db);
    rival = await signedInClient(app, use().db);
    // Two meals a day: breakfast with chai (200 ml) and lunch; day b has 1000 + 10·b kcal in all.
    await use()
      .db.insert(meals)
      .values(
        back.flatMap((b) => {
          const date = shift(today(), -b);
          return [
            {
              userId: athlete.userId,
              title: 'Chai and roti',
              date,
              consumedAt: new Date(`${date}T08:00:00Z`),
              mealType: 'breakfast',
              caloriesKcal: 400,
              proteinG: 10,
              carbsG: 60,
              fatG: 10,
              fiberG: 4,
              sodiumMg: 500,
              components: [CHAI, ROTI],
            },
            {
              userId: athlete.userId,
              title: 'Dal chawal',
              date,
              consumedAt: new Date(`${date}T13:00:00Z`),
              mealType: 'lunch',
              caloriesKcal: 600 + 10 * b,
              proteinG: 20.25,
              carbsG: 90,
              fatG: 15,
              fiberG: 6,
              sodiumMg: 800,
              components: [ROTI],
            },
          ];
        }),
      );
    // Water on a logged day and on an otherwise empty day (which then counts as logged).
    for (const [date, ml] of [
      [shift(today(), -1), 500],
      [shift(today(), -3), 750],
    ] as const)
      expect((await athlete.post('/api/athlete/fluids', { date, ml })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
  });

  it('totals each day, and summarises the week and the month over the logged days', async () => {
    const t = await trends(athlete, '?days=30');
    expect(t.to).toBe(today());
    expect(t.from).toBe(shift(today(), -29));
    expect(t.days).toHaveLength(30);
    expect(t.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => shift(today(), i - 29)));

    const dayOf = (b: number) => t.days.find((d) => d.date === shift(today(), -b))!;
    expect(dayOf(2)).toMatchObject({
      logged: true,
      totals: { calories: 1020, protein: 30.3, carbs: 150, fat: 25, fiber: 10, sodium: 1300, fluids: 200 },
      load: null,
      weightKg: null,
    });
    expect(dayOf(1).totals.fluids).toBe(700); // 500 ml of water and a chai
    // Water alone does not make a day logged, though its fluids are counted.
    expect(dayOf(3)).toMatchObject({ logged: false, totals: { calories: 0, fluids: 750 } });
    expect(dayOf(6)).toMatchObject({ logged: false, totals: { calories: 0, fluids: 0 } });
    expect(dayOf(0).logged).toBe(false);

    // The week: today and 1..6 days ago; logged 1, 2, 4, 5 (meals), not 3 (water only).
    expect(t.week).toMatchObject({ from: shift(today(), -6), to: today(), daysInPeriod: 7, daysLogged: 4 });
    // kcal: (1010 + 1020 + 1040 + 1050) / 4.
    expect(t.week.averages?.calories).toBe(1030);
    expect(t.week.averages?.fluids).toBe((700 + 200 + 200 + 200) / 4);
    expect(t.week.worstDay?.date).not.toBe(shift(today(), -3));
    expect(t.week.bestDay).toEqual({ date: expect.any(String), score: expect.any(Number) });

    // The month: 20 days back, the ones with meals (not 3, 6, ... 18), nothing today.
    expect(t.month).toMatchObject({ daysInPeriod: 30, daysLogged: back.length });
    const mealDays = back.length;
    const kcal = back.reduce((sum, b) => sum + 1000 + 10 * b, 0);
    expect(t.month.averages?.calories).toBe(Math.round(kcal / mealDays));

    // Goal tracking over the window: SPEC's fixed goals without a weight (protein 50 g: never met).
    expect(t.goals.daysLogged).toBe(back.length);
    expect(t.goals.daysMet.protein).toBe(0);
    expect(t.goals.daysMet.sodium).toBe(back.length);
    expect(t.goals.proteinPerKg).toBeNull();
    expect(t.insights[0]).toEqual({ text: 'You logged 4 of the last 7 days', metric: null });
    expect(t.insights.find((i) => i.metric === 'fiber')?.text).toBe(
      `Fiber was below goal on ${back.length} of ${back.length} logged days`,
    );
  });

  it('gives 7 and 90 day windows, still with a 30-day month, and ends where asked', async () => {
    const week = await trends(athlete, '?days=7');
    expect(week.days).toHaveLength(7);
    expect(week.month.daysInPeriod).toBe(30);
    expect(week.month.daysLogged).toBe(back.length);
    expect(week.goals.daysLogged).toBe(4);

    const quarter = await trends(athlete, '?days=90');
    expect(quarter.days).toHaveLength(90);
    expect(quarter.days.filter((d) => d.logged)).toHaveLength(back.length);

    const earlier = await trends(athlete, `?days=7&to=${shift(today(), -10)}`);
    expect(earlier.to).toBe(shift(today(), -10));
    expect(earlier.week.daysLogged).toBe([10, 11, 13, 14, 16].length);
    // Tomorrow is allowed (a plan seen the evening before).
    expect((await trends(athlete, `?days=7&to=${shift(today(), 1)}`)).days.at(-1)?.date).toBe(shift(today(), 1));
  });

  it('gives each day the goals, load and fluids /api/athlete/day gives it', async () => {
    const profile = await athlete.put('/api/athlete/profile', {
      heightCm: 185,
      sex: 'male',
      sport: 'cricket',
      role: 'fast-bowler',
      goal: 'maintain',
      timeZone: null,
      units: 'metric',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await athlete.put('/api/athlete/weights', { date: shift(today(), -4), kg: 75 })).statusCode).toBe(200);
    expect((await athlete.put('/api/athlete/weights', { date: shift(today(), -1), kg: 76 })).statusCode).toBe(200);
    const pattern = await athlete.put('/api/athlete/training-pattern', {
      days: [{ load: 'heavy', hot: true }, null, { load: 'moderate' }, null, null, null, null],
    });
    expect(pattern.statusCode, pattern.body).toBe(200);
    for (const b of [2, 5])
      expect(
        (await athlete.put(`/api/athlete/training/${shift(today(), -b)}`, { load: 'match', matchFormat: 't20' }))
          .statusCode,
      ).toBe(200);
    await athlete.post('/api/athlete/sweat-tests', {
      date: shift(today(), -1),
      weightBeforeKg: 75,
      weightAfterKg: 74,
      fluidDrunkMl: 500,
      durationMin: 60,
    });

    const t = await trends(athlete, '?days=7');
    for (const trendDay of t.days) {
      const res = await athlete.get(`/api/athlete/day?date=${trendDay.date}`);
      const day = ZAthleteDay.parse(res.json());
      for (const metric of ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sodium', 'fluids'] as const)
        expect(trendDay.goals[metric], `${trendDay.date} ${metric}`).toBe(day.goals[metric]);
      expect(trendDay.load).toBe(day.training.source === 'none' ? null : day.training.load);
      if (trendDay.date === today()) expect(trendDay.totals.fluids).toBe(day.fluids.totalMl);
    }
    expect(t.days.at(-1)?.totals.fluids).toBe(0);
    const yesterday = await athlete.get(`/api/athlete/day?date=${shift(today(), -1)}`);
    expect(t.days.at(-2)?.totals.fluids).toBe(yesterday.json().fluids.totalMl);
    // Weight on or before the day; before the first weigh-in none is known (goals use the first).
    expect(t.days.map((d) => d.weightKg)).toEqual([null, null, 75, 75, 75, 76, 76]);
    // Logged days with a known weight: 4, 2 and 1 days ago (3 had water only).
    const perKg = [30.25 / 75, 30.25 / 75, 30.25 / 76];
    expect(t.goals.proteinPerKg).toBeCloseTo(perKg.reduce((a, b) => a + b) / perKg.length, 2);
    // Two logged match days, protein short of 120 g on both.
    expect(t.insights).toContainEqual({ text: 'Protein was under target on 2 of 2 match days', metric: 'protein' });
  });

  it('sends the answer compressed when accepted, and a 304 when unchanged', async () => {
    const first = await athlete.get('/api/trends?days=90', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    expect(ZTrendsResponse.parse(json).days).toHaveLength(90);
    const again = await athlete.get('/api/trends?days=90', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // Water logged changes the answer, though not the meals' revision.
    await athlete.post('/api/athlete/fluids', { date: today(), ml: 250 });
    const changed = await athlete.get('/api/trends?days=90', { 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(ZTrendsResponse.parse(changed.json()).days.at(-1)?.totals.fluids).toBe(250);
    // A meal logged since (its revision moves on) is in the next answer, not a cached one.
    await use()
      .db.insert(meals)
      .values({ userId: athlete.userId, title: 'Banana', date: today(), caloriesKcal: 105, mealType: 'snack' });
    expect((await trends(athlete, '?days=90')).days.at(-1)?.totals.calories).toBe(105);
  });

  it('refuses a bad window with a message, and a guest with 401', async () => {
    const bad = async (query: string, message: RegExp) => {
      const res = await athlete.get(`/api/trends${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await bad('?days=8', /Choose 7, 30 or 90 days/);
    await bad('?days=abc', /Choose 7, 30 or 90 days/);
    await bad('?to=2026-02-30', /to: is not a real calendar date/);
    await bad('?to=yesterday', /to: expected YYYY-MM-DD/);
    await bad(`?to=${shift(today(), 2)}`, /is in the future/);
    await bad('?to=2019-01-01', /too far away/);
    expect((await guestClient(app).get('/api/trends')).statusCode).toBe(401);
  });

  it("shows another user none of the athlete's days", async () => {
    const t = await trends(rival, '?days=90');
    expect(t.days.some((d) => d.logged)).toBe(false);
    expect(t.week).toMatchObject({ daysLogged: 0, averages: null, bestDay: null, worstDay: null });
    expect(t.insights).toEqual([]);
  });
});
