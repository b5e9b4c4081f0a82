// Coach report links (issue 17): the owner makes, lists and revokes them; a guest with a live link
// reads the athlete's week and its meals and nothing about the account; another user cannot
// revoke them; a revoked or unknown link is one 404; /coach/:id is the app shell for guests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZCoachReport, ZCoachReportLink, ZCoachReportList, ZTrendsResponse } from '../../src/contracts/trends';
import { meals } from '../../src/server/db/schema';
import { buildTestApp } from '../helpers/test-app';
import { guestClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';

const today = () => new Date().toISOString().slice(0, 10);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const SHELL = '<!doctype html><title>Crease shell</title><div id="root"></div>';

describeWithDatabase('coach report links', (use) => {
  let app: FastifyInstance;
  let athlete: ApiClient;
  let rival: ApiClient;
  let guest: ApiClient;

  const create = async (client: ApiClient, label: string) => {
    const res = await client.post('/api/coach-reports', { label });
    expect(res.statusCode, res.body).toBe(201);
    return ZCoachReportLink.parse(res.json());
  };

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'crease-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    ({ app } = await buildTestApp(use(), { webRoot }));
    await app.ready();
    athlete = await signedInClient(app, use().db);
    rival = await signedInClient(app, use().db);
    guest = guestClient(app);
    // Meals 2 and 9 days ago (the second outside the report's week), with a photo and components.
    await use()
      .db.insert(meals)
      .values(
        [2, 9].map((back) => ({
          userId: athlete.userId,
          title: `Dal chawal ${back}`,
          description: 'Dal with rice',
          date: shift(today(), -back),
          consumedAt: new Date(`${shift(today(), -back)}T13:00:00Z`),
          mealType: 'lunch',
          caloriesKcal: 650,
          proteinG: 22,
          carbsG: 100,
          fatG: 14,
          fiberG: 9,
          sodiumMg: 900,
          servings: 1,
          servingSizeG: 350,
          householdUnit: 'plate',
          imageUploads: ['/api/objects/secret-photo'],
          components: [{ food_id: 'dish:dal', grams: 150, role: 'item' }],
        })),
      );
  });
  afterAll(async () => {
    await app.close();
  });

  it('makes a link, lists it, and shows a guest the week and its meals, nothing about the account', async () => {
    const link = await create(athlete, '  Coach Sharma  ');
    expect(link.label).toBe('Coach Sharma');
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(link.url).toMatch(new RegExp(`/coach/${link.id}$`));
    expect(link.revokedAt).toBeNull();

    const list = ZCoachReportList.parse((await athlete.get('/api/coach-reports')).json());
    expect(list.links.map((l) => l.id)).toEqual([link.id]);
    expect(ZCoachReportList.parse((await rival.get('/api/coach-reports')).json()).links).toEqual([]);

    const res = await guest.get(`/api/public/coach-reports/${link.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const report = ZCoachReport.parse(res.json());
    expect(report).toMatchObject({ label: 'Coach Sharma', from: shift(today(), -6), to: today() });
    expect(report.days).toHaveLength(7);
    expect(report.week).toMatchObject({ daysInPeriod: 7, daysLogged: 1, averages: { calories: 650 } });
    expect(report.goals.daysLogged).toBe(1);
    expect(report.meals).toEqual([
      {
        date: shift(today(), -2),
        consumedAt: `${shift(today(), -2)}T13:00:00.000Z`,
        mealType: 'lunch',
        title: 'Dal chawal 2',
        description: 'Dal with rice',
        serving: { servings: 1, serving_size_g: 350, household_unit: 'plate' },
        macros: expect.objectContaining({ calories_kcal: 650, protein_g: 22 }),
      },
    ]);
    // The week is Trends' week for the same days.
    const trends = ZTrendsResponse.parse((await athlete.get('/api/trends?days=7')).json());
    expect(report.days).toEqual(trends.days);
    expect(report.week).toEqual(trends.week);
    // Nothing beyond the contract: no ids, email, photos or components anywhere in the body.
    for (const secret of [athlete.userId, '@', 'secret-photo', 'dish:dal', 'source_job_id', '"id"'])
      expect(res.body, secret).not.toContain(secret);
  });

  it('lets only the owner revoke, after which the link is the same 404 as an unknown one', async () => {
    const link = await create(athlete, 'Dietitian');
    expect((await rival.del(`/api/coach-reports/${link.id}`)).statusCode).toBe(404);
    expect((await guest.del(`/api/coach-reports/${link.id}`)).statusCode).toBe(401);
    expect((await guest.get(`/api/public/coach-reports/${link.id}`)).statusCode).toBe(200);

    expect((await athlete.del(`/api/coach-reports/${link.id}`)).statusCode).toBe(204);
    expect((await athlete.del(`/api/coach-reports/${link.id}`)).statusCode).toBe(204);
    const revoked = await guest.get(`/api/public/coach-reports/${link.id}`);
    const unknown = await guest.get(`/api/public/coach-reports/${'A'.repeat(24)}`);
    const malformed = await guest.get('/api/public/coach-reports/..%2F..%2Fetc');
    expect([revoked.statusCode, unknown.statusCode, malformed.statusCode]).toEqual([404, 404, 404]);
    expect(revoked.body).toBe(unknown.body);
    expect(malformed.body).toBe(unknown.body);
    expect(revoked.headers['cache-control']).toBe('no-store');

    const list = ZCoachReportList.parse((await athlete.get('/api/coach-reports')).json());
    expect(list.links.map((l) => [l.label, l.revokedAt === null])).toEqual([
      ['Dietitian', false],
      ['Coach Sharma', true],
    ]);
  });

  it('refuses a guest, an empty or long name, and serves /coach/:id to a guest as the app', async () => {
    expect((await guest.post('/api/coach-reports', { label: 'x' })).statusCode).toBe(401);
    expect((await guest.get('/api/coach-reports')).statusCode).toBe(401);
    const empty = await athlete.post('/api/coach-reports', { label: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Give the link a name/);
    expect((await athlete.post('/api/coach-reports', { label: 'x'.repeat(61) })).json().message).toMatch(/at most 60/);

    const page = await app.inject({ url: '/coach/some-link-id' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Crease shell');
    expect(page.headers['x-robots-tag']).toBe('noindex');
  });
});
