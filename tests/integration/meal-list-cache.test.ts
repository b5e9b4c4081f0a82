// The meal list is served from a per-user cache that a database trigger invalidates: any write
// to a user's meals, by any process (here: plain SQL on the database, as a worker process would
// do it), must show in the very next list, and only that user's cache moves on.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getAnalyzer } from '../../src/knowledge-file';
import type { Db } from '../../src/server/db/client';
import { meals, users } from '../../src/server/db/schema';
import { toMealRow } from '../../src/server/features/meals/meal-row';
import { buildTestApp } from '../helpers/test-app';
import { signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';

const LIST = '/api/external/meals?limit=100';

async function insertMeals(db: Db, userId: string, text: string) {
  const { meals: analyzed } = getAnalyzer().analyze(text, { date: '2026-11-20' });
  return db
    .insert(meals)
    .values(analyzed.map((m) => toMealRow(m, { userId, sourceJobId: null })))
    .returning({ id: meals.id });
}
const titles = (res: { json: () => { items: { title: string }[] } }) =>
  res
    .json()
    .items.map((m) => m.title)
    .sort();

describeWithDatabase('meal list cache', (use) => {
  let app: FastifyInstance;
  let uncached: FastifyInstance;
  let athlete: ApiClient;
  let rival: ApiClient;

  beforeAll(async () => {
    ({ app } = await buildTestApp(use()));
    ({ app: uncached } = await buildTestApp(use(), { env: { MEALS_CACHE_MB: '0' } }));
    athlete = await signedInClient(app, use().db);
    rival = await signedInClient(app, use().db);
  });
  afterAll(async () => {
    await app.close();
    await uncached.close();
  });

  it('shows every insert, update and delete made behind its back at once', async () => {
    const { db } = use();
    expect(titles(await athlete.get(LIST))).toEqual([]);
    const [roti] = await insertMeals(db, athlete.userId, '2 rotis');
    expect(titles(await athlete.get(LIST))).toEqual(['Roti (chapati)']);
    expect(titles(await athlete.get(LIST))).toEqual(['Roti (chapati)']);

    await db.update(meals).set({ title: 'Phulka' }).where(eq(meals.id, roti!.id));
    expect(titles(await athlete.get(LIST))).toEqual(['Phulka']);

    await insertMeals(db, athlete.userId, 'a bowl of poha');
    expect(titles(await athlete.get(LIST))).toHaveLength(2);
    await db.delete(meals).where(eq(meals.id, roti!.id));
    expect(titles(await athlete.get(LIST))).toEqual(['Kanda poha']);
    // Another query shape of the same user is its own entry, and just as fresh.
    expect((await athlete.get('/api/external/meals?limit=100&date=2026-11-20')).json().items).toHaveLength(1);
    expect((await athlete.get('/api/external/meals?limit=100&date=2026-11-19')).json().items).toHaveLength(0);
  });

  it("moves on only the writing user's revision, in the same transaction as the write", async () => {
    const { db } = use();
    const revision = async (id: string) =>
      (await db.select({ r: users.mealsRevision }).from(users).where(eq(users.id, id)))[0]!.r;
    const before = { mine: await revision(athlete.userId), theirs: await revision(rival.userId) };
    await db
      .transaction(async (tx) => {
        await insertMeals(tx as unknown as Db, rival.userId, '1 apple');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await revision(rival.userId)).toBe(before.theirs);
    await insertMeals(db, rival.userId, '1 apple and 1 banana');
    expect(await revision(rival.userId)).toBe(before.theirs + 2);
    expect(await revision(athlete.userId)).toBe(before.mine);
    expect(titles(await rival.get(LIST))).toHaveLength(2);
    expect(titles(await athlete.get(LIST))).not.toContain('Apple');
  });

  it('answers a client that has the current list with 304, and a changed list with 200', async () => {
    const first = await athlete.get(LIST);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await athlete.get(LIST, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await insertMeals(use().db, athlete.userId, '1 glass of lassi');
    const changed = await athlete.get(LIST, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(titles(changed)).toContain('Sweet lassi');
  });

  it('sends brotli or gzip when the client accepts them, the same JSON as plain', async () => {
    const plain = await athlete.get(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const br = await athlete.get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await athlete.get(LIST, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the same lists with the cache turned off', async () => {
    const viaCache = await athlete.get(LIST);
    const direct = await uncached.inject({ method: 'GET', url: LIST, headers: { cookie: athlete.cookie } });
    expect(direct.statusCode).toBe(200);
    expect(direct.body).toBe(viaCache.body);
  });

  it('still lets a user and their meals be deleted (the trigger tolerates the cascade)', async () => {
    const { db } = use();
    const gone = await signedInClient(app, db);
    await insertMeals(db, gone.userId, '2 idli');
    await db.delete(users).where(eq(users.id, gone.userId));
    expect(await db.select({ id: meals.id }).from(meals).where(eq(meals.userId, gone.userId))).toEqual([]);
  });
});
