// The athlete's own data through the API (issue #16): profile and weights, training calendar and
// weekly pattern, sweat tests and water logs, each scoped to its owner, with clear 400s.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';
import { guestClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';

const today = () => new Date().toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const profile = {
  heightCm: 183,
  sex: 'male',
  sport: 'cricket',
  role: 'fast-bowler',
  goal: 'maintain',
  timeZone: 'Asia/Kolkata',
  units: 'metric',
};

describeWithDatabase('athlete API', (use) => {
  let app: FastifyInstance;
  let athlete: ApiClient;
  let rival: ApiClient;

  beforeAll(async () => {
    ({ app } = await buildTestApp(use()));
    await app.ready();
    athlete = await signedInClient(app, use().db);
    rival = await signedInClient(app, use().db);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('profile and weights', () => {
    it('starts empty, saves a profile, and shows the latest weight with the history newest first', async () => {
      expect((await athlete.get('/api/athlete/profile')).json()).toEqual({ profile: null, weights: [] });
      const saved = await athlete.put('/api/athlete/profile', profile);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...profile, weightKg: null, updatedAt: expect.any(String) });

      const older = shift(today(), -10);
      expect((await athlete.put('/api/athlete/weights', { date: older, kg: 76.5 })).json()).toEqual({
        date: older,
        kg: 76.5,
      });
      expect((await athlete.put('/api/athlete/weights', { date: today(), kg: 75 })).statusCode).toBe(200);
      // One weight per date: saving the date again replaces it.
      expect((await athlete.put('/api/athlete/weights', { date: today(), kg: 75.2 })).statusCode).toBe(200);
      const got = (await athlete.get('/api/athlete/profile')).json();
      expect(got.profile).toMatchObject({ ...profile, weightKg: 75.2 });
      expect(got.weights).toEqual([
        { date: today(), kg: 75.2 },
        { date: older, kg: 76.5 },
      ]);
      expect((await rival.get('/api/athlete/profile')).json()).toEqual({ profile: null, weights: [] });
    });

    it('deletes a weight by date, and answers 404 when there is none (for another user too)', async () => {
      const date = shift(today(), -20);
      await athlete.put('/api/athlete/weights', { date, kg: 77 });
      expect((await rival.del(`/api/athlete/weights/${date}`)).statusCode).toBe(404);
      expect((await athlete.del(`/api/athlete/weights/${date}`)).statusCode).toBe(204);
      const again = await athlete.del(`/api/athlete/weights/${date}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'No weight saved for that date' });
    });

    it('refuses bad input with a clear message', async () => {
      const bad = async (url: string, body: unknown, message: string | RegExp) => {
        const res = await athlete.put(url, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toMatch(message);
      };
      await bad('/api/athlete/weights', { date: today(), kg: 20 }, 'Weight must be between 25 and 250 kg');
      await bad('/api/athlete/weights', { date: '2026-13-01', kg: 70 }, /calendar date|YYYY-MM-DD/);
      await bad('/api/athlete/weights', { date: '1999-01-01', kg: 70 }, /too far away/);
      await bad('/api/athlete/weights', { date: shift(today(), 400), kg: 70 }, /too far away/);
      await bad('/api/athlete/profile', { ...profile, timeZone: 'Mars/Olympus' }, /Unknown time zone "Mars\/Olympus"/);
      await bad('/api/athlete/profile', { ...profile, heightCm: 50 }, 'Height must be between 100 and 250 cm');
      await bad('/api/athlete/profile', { ...profile, role: 'captain' }, /cricketer's role is one of/);
      expect(
        (await athlete.put('/api/athlete/profile', { ...profile, sport: 'football', role: 'Striker' })).statusCode,
      ).toBe(200);
      expect((await athlete.put('/api/athlete/profile', profile)).statusCode).toBe(200);
    });
  });

  describe('training calendar', () => {
    it('resolves each day of a range: set, then the weekly pattern, then rest', async () => {
      const monday = shift(today(), -((new Date().getUTCDay() + 6) % 7));
      const pattern = {
        days: [{ load: 'heavy', hot: false }, null, { load: 'moderate', hot: true }, null, null, null, null],
      };
      expect((await athlete.put('/api/athlete/training-pattern', pattern)).json()).toEqual(pattern);
      const match = { load: 'match', matchFormat: 't20', startTime: '14:00', hot: true };
      const set = await athlete.put(`/api/athlete/training/${shift(monday, 1)}`, match);
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ date: shift(monday, 1), ...match, source: 'set' });

      const res = await athlete.get(`/api/athlete/training?from=${monday}&to=${shift(monday, 6)}`);
      expect(res.statusCode, res.body).toBe(200);
      const { days, pattern: saved } = res.json();
      expect(saved).toEqual(pattern);
      expect(days.map((d: { load: string; source: string }) => `${d.load}/${d.source}`)).toEqual([
        'heavy/pattern',
        'match/set',
        'moderate/pattern',
        'rest/none',
        'rest/none',
        'rest/none',
        'rest/none',
      ]);
      expect(days[2]).toEqual({
        date: shift(monday, 2),
        load: 'moderate',
        matchFormat: null,
        startTime: null,
        hot: true,
        source: 'pattern',
      });

      expect((await athlete.del(`/api/athlete/training/${shift(monday, 1)}`)).statusCode).toBe(204);
      const after = (await athlete.get(`/api/athlete/training?from=${shift(monday, 1)}&to=${shift(monday, 1)}`)).json();
      expect(after.days).toEqual([expect.objectContaining({ load: 'rest', source: 'none' })]);
      // Another user sees none of it.
      const theirs = (await rival.get(`/api/athlete/training?from=${monday}&to=${shift(monday, 6)}`)).json();
      expect(theirs.pattern.days).toEqual([null, null, null, null, null, null, null]);
      expect(theirs.days.every((d: { source: string }) => d.source === 'none')).toBe(true);
    });

    it('refuses a match without a format, a format without a match, a bad time, a reversed or long range', async () => {
      const put = (body: unknown) => athlete.put(`/api/athlete/training/${today()}`, body);
      const noFormat = await put({ load: 'match' });
      expect(noFormat.statusCode).toBe(400);
      expect(noFormat.json().message).toMatch('A match needs its format');
      expect((await put({ load: 'heavy', matchFormat: 't20' })).json().message).toMatch('Only a match has a format');
      expect((await put({ load: 'heavy', startTime: '25:00' })).json().message).toMatch('Start time must be HH:MM');
      expect((await put({ load: 'sprint' })).statusCode).toBe(400);
      const from = today();
      const long = await athlete.get(`/api/athlete/training?from=${from}&to=${shift(from, 62)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toMatch('at most 62 days');
      expect((await athlete.get(`/api/athlete/training?from=${from}&to=${shift(from, 61)}`)).statusCode).toBe(200);
      const reversed = await athlete.get(`/api/athlete/training?from=${from}&to=${shift(from, -1)}`);
      expect(reversed.statusCode).toBe(400);
      expect((await athlete.get('/api/athlete/training?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
      const pattern = await athlete.put('/api/athlete/training-pattern', { days: [null, null] });
      expect(pattern.json().message).toMatch('A week has 7 days');
      expect(
        (
          await athlete.put('/api/athlete/training-pattern', {
            days: [{ load: 'match' }, null, null, null, null, null, null],
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('sweat tests and water', () => {
    const test = {
      date: today(),
      weightBeforeKg: 75,
      weightAfterKg: 74.2,
      fluidDrunkMl: 600,
      urineMl: 0,
      durationMin: 90,
      hot: true,
    };

    it('computes the sweat rate, lists newest first, deletes only its own', async () => {
      const res = await athlete.post('/api/athlete/sweat-tests', test);
      expect(res.statusCode, res.body).toBe(201);
      // (0.8 kg × 1000 + 600 ml) / 1.5 h
      expect(res.json()).toEqual({
        ...test,
        id: expect.any(String),
        sweatRateMlPerHour: 933,
        createdAt: expect.any(String),
      });
      const id = res.json().id as string;
      expect((await athlete.get('/api/athlete/sweat-tests')).json().tests.map((t: { id: string }) => t.id)).toEqual([
        id,
      ]);
      expect((await rival.get('/api/athlete/sweat-tests')).json()).toEqual({ tests: [] });
      expect((await rival.del(`/api/athlete/sweat-tests/${id}`)).statusCode).toBe(404);
      expect((await athlete.del('/api/athlete/sweat-tests/not-an-id')).statusCode).toBe(404);
      expect((await athlete.del(`/api/athlete/sweat-tests/${id}`)).statusCode).toBe(204);
      expect((await athlete.get('/api/athlete/sweat-tests')).json()).toEqual({ tests: [] });
    });

    it('refuses a test whose numbers give an impossible sweat rate', async () => {
      const gained = await athlete.post('/api/athlete/sweat-tests', { ...test, weightAfterKg: 75.5, fluidDrunkMl: 0 });
      expect(gained.statusCode).toBe(400);
      expect(gained.json()).toEqual({
        message: 'These numbers give a sweat rate of -0.33 L/h, which is not possible: check them',
      });
      const flood = await athlete.post('/api/athlete/sweat-tests', { ...test, fluidDrunkMl: 9000, durationMin: 60 });
      expect(flood.json().message).toMatch(/sweat rate of 9\.80 L\/h, which is not possible/);
      const far = await athlete.post('/api/athlete/sweat-tests', { ...test, weightAfterKg: 60 });
      expect(far.json().message).toMatch('differ by more than 6 %');
    });

    it('logs water and deletes only its own', async () => {
      const res = await athlete.post('/api/athlete/fluids', { date: today(), ml: 500 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(String), date: today(), ml: 500, at: expect.any(String) });
      const at = '2026-11-20T07:30:00+05:30';
      const timed = await athlete.post('/api/athlete/fluids', { date: shift(today(), -1), ml: 250, at });
      expect(Date.parse(timed.json().at)).toBe(Date.parse(at));
      expect((await athlete.post('/api/athlete/fluids', { date: today(), ml: 5 })).json().message).toBe(
        'At least 10 ml',
      );
      expect((await athlete.post('/api/athlete/fluids', { date: today(), ml: 5000 })).statusCode).toBe(400);
      expect((await rival.del(`/api/athlete/fluids/${res.json().id}`)).statusCode).toBe(404);
      expect((await athlete.del(`/api/athlete/fluids/${res.json().id}`)).statusCode).toBe(204);
      expect((await athlete.del(`/api/athlete/fluids/${res.json().id}`)).statusCode).toBe(404);
    });
  });

  it('answers 401 to a guest', async () => {
    const guest = guestClient(app);
    for (const res of [
      await guest.get('/api/athlete/profile'),
      await guest.get(`/api/athlete/day?date=${today()}`),
      await guest.get(`/api/athlete/training?from=${today()}&to=${today()}`),
    ])
      expect(res.statusCode).toBe(401);
  });
});
