// Meal export (issue 17, item 4): GET /api/export/meals.csv and .json for a date range. Rows are
// the user's meals of the range (boundaries included) and nobody else's; CSV quoting per RFC 4180
// with a UTF-8 mark; bad ranges are 400, guests 401; a large export is read in pages.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZMealExport } from '../../src/contracts/meal-export';
import { chatJobs, meals } from '../../src/server/db/schema';
import { fromMealRow } from '../../src/server/features/meals/index';
import { CSV_COLUMNS, localIsoTime, mealExportPages } from '../../src/server/features/export/index';
import { parseCsv } from '../helpers/csv';
import { buildTestApp } from '../helpers/test-app';
import { guestClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';

const TRICKY = 'Dal, "tadka" style\nwith ghee';
const HINDI = 'दो रोटी और दाल';

describeWithDatabase('exporting meals for a date range', (use) => {
  let app: FastifyInstance;
  let alice: ApiClient;
  let bob: ApiClient;
  let bulk: ApiClient;

  async function insertEntry(
    userId: string,
    message: string,
    list: Array<{ date: string; at: string; title?: string; description?: string; kcal?: number }>,
    opts: { deleted?: boolean; timeZone?: string } = {},
  ) {
    const db = use().db;
    const [job] = await db
      .insert(chatJobs)
      .values({
        userId,
        message,
        date: list[0]!.date,
        timezone: opts.timeZone ?? 'Asia/Kolkata',
        status: 'completed',
        deletedAt: opts.deleted ? new Date() : null,
      })
      .returning();
    const rows = await db
      .insert(meals)
      .values(
        list.map((m, i) => ({
          userId,
          sourceJobId: job!.id,
          title: m.title ?? `Meal ${i}`,
          description: m.description ?? '',
          date: m.date,
          consumedAt: new Date(m.at),
          mealType: 'lunch',
          caloriesKcal: m.kcal ?? 300,
          proteinG: 12.34,
          servings: 1.5,
          servingSizeG: 150,
          householdUnit: 'katori',
          micros: { iron_mg: 1.234, calcium_mg: 40 },
        })),
      )
      .returning();
    return { jobId: job!.id, mealIds: rows.map((r) => r.id) };
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp(use()));
    await app.ready();
    alice = await signedInClient(app, use().db);
    bob = await signedInClient(app, use().db);
    bulk = await signedInClient(app, use().db);
    await insertEntry(alice.userId, HINDI, [
      { date: '2026-03-01', at: '2026-03-01T07:00:00Z', title: 'Roti', description: TRICKY, kcal: 240 },
      { date: '2026-03-01', at: '2026-03-01T07:05:00Z', title: 'दाल', description: HINDI, kcal: 180 },
    ]);
    await insertEntry(alice.userId, 'oats', [{ date: '2026-03-07', at: '2026-03-07T02:00:00Z', title: 'Oats' }]);
    await insertEntry(alice.userId, 'before', [{ date: '2026-02-28', at: '2026-02-28T10:00:00Z', title: 'Before' }]);
    await insertEntry(alice.userId, 'after', [{ date: '2026-03-08', at: '2026-03-08T10:00:00Z', title: 'After' }]);
    await insertEntry(alice.userId, 'gone', [{ date: '2026-03-02', at: '2026-03-02T10:00:00Z', title: 'Gone' }], {
      deleted: true,
    });
    await insertEntry(bob.userId, 'bob', [{ date: '2026-03-03', at: '2026-03-03T10:00:00Z', title: 'Bob’s meal' }]);
    // 2,000 meals over two years for the paging test.
    const many = Array.from({ length: 2000 }, (_, i) => {
      const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString().slice(0, 10);
      return { date: day, at: `${day}T0${i % 3}:30:00Z`, title: `Bulk ${i}` };
    });
    await insertEntry(bulk.userId, 'bulk', many, { timeZone: 'UTC' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes one CSV row per meal of the range, boundaries included, with a header and a UTF-8 mark', async () => {
    const res = await alice.get('/api/export/meals.csv?from=2026-03-01&to=2026-03-07');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="crease-meals-2026-03-01-to-2026-03-07.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${CSV_COLUMNS.join(',')}`);
    const rows = parseCsv(text);
    expect(rows.map((r) => r.title)).toEqual(['Roti', 'दाल', 'Oats']);
    const [roti, dal, oats] = rows;
    expect(roti!.description).toBe(TRICKY);
    expect(text).toContain('"Dal, ""tadka"" style\nwith ghee"');
    expect(dal!.description).toBe(HINDI);
    expect(roti!.original_text).toBe(HINDI);
    expect(roti).toMatchObject({
      date: '2026-03-01',
      time: '2026-03-01T12:30:00+05:30',
      meal_type: 'lunch',
      servings: '1.5',
      serving_size_g: '150',
      household_unit: 'katori',
      calories_kcal: '240',
      protein_g: '12.3',
      iron_mg: '1.23',
      calcium_mg: '40',
      vitamin_c_mg: '',
    });
    expect(oats!.time).toBe('2026-03-07T07:30:00+05:30');
    // Ids match the meals API.
    const listed = (await alice.get('/api/external/meals?date=2026-03-01')).json().items as Array<{
      id: string;
      source_job_id: string;
    }>;
    expect(new Set(rows.slice(0, 2).map((r) => r.meal_id))).toEqual(new Set(listed.map((m) => m.id)));
    expect(roti!.entry_id).toBe(listed[0]!.source_job_id);
  });

  it('gives the same meals as JSON in the contract shape with the entry’s words', async () => {
    const res = await alice.get('/api/export/meals.json?from=2026-03-01&to=2026-03-07');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="crease-meals-2026-03-01-to-2026-03-07.json"',
    );
    const data = ZMealExport.parse(res.json());
    expect(data.from).toBe('2026-03-01');
    expect(data.to).toBe('2026-03-07');
    expect(data.meals.map((m) => m.title)).toEqual(['Roti', 'दाल', 'Oats']);
    expect(data.meals[0]).toMatchObject({ description: TRICKY, original_text: HINDI, macros: { calories_kcal: 240 } });
    const one = (await alice.get(`/api/external/meals/${data.meals[2]!.id}`)).json();
    expect({ ...data.meals[2], original_text: undefined }).toEqual({ ...one, original_text: undefined });
  });

  it('includes a one-day range’s meals, and none of another user’s or of a deleted entry', async () => {
    const one = parseCsv((await alice.get('/api/export/meals.csv?from=2026-03-08&to=2026-03-08')).body);
    expect(one.map((r) => r.title)).toEqual(['After']);
    const all = parseCsv((await alice.get('/api/export/meals.csv?from=2026-01-01&to=2026-12-31')).body);
    expect(all.map((r) => r.title)).toEqual(['Before', 'Roti', 'दाल', 'Oats', 'After']);
    const bobs = ZMealExport.parse((await bob.get('/api/export/meals.json?from=2026-01-01&to=2026-12-31')).json());
    expect(bobs.meals.map((m) => m.title)).toEqual(['Bob’s meal']);
    const empty = (await bob.get('/api/export/meals.json?from=2025-01-01&to=2025-01-31')).json();
    expect(empty).toEqual({ from: '2025-01-01', to: '2025-01-31', meals: [] });
    expect(parseCsv((await bob.get('/api/export/meals.csv?from=2025-01-01&to=2025-01-31')).body)).toEqual([]);
  });

  it('refuses guests and bad ranges', async () => {
    for (const format of ['csv', 'json']) {
      for (const query of ['from=2026-03-01&to=2026-03-07', 'from=2026-03-07&to=2026-03-01', '']) {
        const guest = await guestClient(app).get(`/api/export/meals.${format}?${query}`);
        expect(guest.statusCode, query).toBe(401);
      }
      const cases: Array<[string, string]> = [
        ['from=2026-03-07&to=2026-03-01', 'The end date is before the start date.'],
        ['from=2024-01-01&to=2026-03-11', 'Choose at most two years at a time.'],
        ['from=2024-02-30&to=2024-03-01', 'from: is not a real calendar date'],
        ['from=2024-02-01', 'to: is required (YYYY-MM-DD)'],
        ['from=yesterday&to=2024-03-01', 'from: expected YYYY-MM-DD'],
      ];
      for (const [query, message] of cases) {
        const res = await alice.get(`/api/export/meals.${format}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toContain(message);
      }
    }
    // Two years and a day (a leap day inside) is the longest range.
    expect((await alice.get('/api/export/meals.csv?from=2024-01-01&to=2026-01-01')).statusCode).toBe(200);
    expect((await alice.get('/api/export/meals.csv?from=2024-01-01&to=2026-01-02')).statusCode).toBe(200);
    expect((await alice.get('/api/export/meals.csv?from=2024-01-01&to=2026-01-03')).statusCode).toBe(400);
  });

  it('reads a large export in pages and streams every meal once, in order', async () => {
    const range = { from: '2024-01-01', to: '2025-12-31' };
    const sizes: number[] = [];
    const seen = new Set<string>();
    for await (const page of mealExportPages(
      { db: use().db, toMeal: fromMealRow },
      { userId: bulk.userId, ...range },
    )) {
      sizes.push(page.length);
      for (const row of page) seen.add(row.meal.id);
    }
    expect(sizes).toEqual([500, 500, 500, 500]);
    expect(seen.size).toBe(2000);
    // Pages of one: each page starts exactly after the last one's key.
    const titles: string[] = [];
    for await (const page of mealExportPages(
      { db: use().db, toMeal: fromMealRow },
      { userId: alice.userId, from: '2026-01-01', to: '2026-12-31', pageSize: 1 },
    ))
      titles.push(...page.map((row) => row.meal.title));
    expect(titles).toEqual(['Before', 'Roti', 'दाल', 'Oats', 'After']);
    // Meals without a time eaten sort by their creation time (microseconds, the same for rows of one
    // insert): pages of one still give each exactly once.
    const tied = await signedInClient(app, use().db);
    await use()
      .db.insert(meals)
      .values(['A', 'B', 'C'].map((title) => ({ userId: tied.userId, title, date: '2026-05-05' })));
    const tiedTitles: string[] = [];
    for await (const page of mealExportPages(
      { db: use().db, toMeal: fromMealRow },
      { userId: tied.userId, from: '2026-05-05', to: '2026-05-05', pageSize: 1 },
    ))
      tiedTitles.push(...page.map((row) => row.meal.title));
    expect(tiedTitles.sort()).toEqual(['A', 'B', 'C']);
    const csv = parseCsv((await tied.get('/api/export/meals.csv?from=2026-05-05&to=2026-05-05')).body);
    expect(csv.map((r) => r.entry_id)).toEqual(['', '', '']);
    expect(csv.every((r) => /^2026-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(r.time!))).toBe(true);

    const res = await bulk.get(`/api/export/meals.csv?from=${range.from}&to=${range.to}`);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(2000);
    expect(rows.map((r) => r.title)).toEqual(Array.from({ length: 2000 }, (_, i) => `Bulk ${i}`));
    expect(new Set(rows.map((r) => r.meal_id))).toEqual(seen);
    const json = ZMealExport.parse((await bulk.get(`/api/export/meals.json?from=${range.from}&to=${range.to}`)).json());
    expect(json.meals).toHaveLength(2000);
  });

  it('writes local times with the entry’s offset', () => {
    const at = new Date('2026-07-01T23:45:10.500Z');
    expect(localIsoTime(at, 'Asia/Kolkata')).toBe('2026-07-02T05:15:10+05:30');
    expect(localIsoTime(at, 'America/New_York')).toBe('2026-07-01T19:45:10-04:00');
    expect(localIsoTime(at, 'America/St_Johns')).toBe('2026-07-01T21:15:10-02:30');
    expect(localIsoTime(at, null)).toBe('2026-07-01T23:45:10Z');
    expect(localIsoTime(at, 'Not/AZone')).toBe('2026-07-01T23:45:10Z');
  });
});
