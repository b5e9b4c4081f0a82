// "Download my data" and "Delete my account" (issue 18, item 11): the export holds every row of
// the signed-in user and nothing of anyone else; deletion removes every row and stored photo of
// the user, ends the sessions, and leaves another user untouched.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ZAccountExport } from '../../src/contracts/account';
import { SESSION_COOKIE } from '../../src/server/auth/sessions';
import * as schema from '../../src/server/db/schema';
import { formAction, HttpSession, signUpEmbedded } from '../helpers/http-session';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { startTestWorkers } from '../helpers/run-workers';
import { apiClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';
import { jpegWithGps, uploader } from './objects-fixtures';

const password = 'correct horse battery';
const today = () => new Date().toISOString().slice(0, 10);

interface Athlete {
  email: string;
  session: HttpSession;
  api: ApiClient;
  userId: string;
  accountId: string;
  jobId: string;
  mealId: string;
  photoPath: string;
  photoKeys: string[];
  shareId: string;
  coachLinkId: string;
}

describeWithDatabase('downloading and deleting one’s account', (use) => {
  let server: ListeningApp;
  let dataDir: string;
  let alice: Athlete;
  let bob: Athlete;

  /** A real account with something in every table: photo, entry, meals, edit, share, preferences, waitlist, athlete data. */
  async function athlete(email: string): Promise<Athlete> {
    const { session } = await signUpEmbedded(server.url, email, password);
    const cookie = `${SESSION_COOKIE}=${session.cookies.get(SESSION_COOKIE)}`;
    const me = (await (await session.request(`${server.url}/api/auth/user`)).json()) as { id: string };
    const api = apiClient(server.app, me.id, cookie, server.url);
    const up = uploader(server.app, cookie, server.url);
    const { uploadURL } = (await up.start()).json<{ uploadURL: string }>();
    expect((await up.put(uploadURL, await jpegWithGps(800, 600), 'image/jpeg')).statusCode).toBe(200);
    const photoPath = (await up.register(uploadURL)).json<{ objectPath: string }>().objectPath;
    const queued = await api.post('/api/external/chat/queue', {
      session_id: 'session_1_abc',
      message: '2 rotis and dal',
      date: today(),
      timezone: 'UTC',
      images_obj_stor_urls: [photoPath],
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const jobId = queued.json().job_id as string;
    const mealsOf = async () =>
      (await api.get('/api/external/meals?limit=100')).json().items as Array<{ id: string; source_job_id: string }>;
    // beforeAll: vi.waitFor, since expect.poll only runs inside a test.
    const mealId = await vi.waitFor(
      async () => {
        const meal = (await mealsOf()).find((m) => m.source_job_id === jobId);
        if (!meal) throw new Error('the entry has no meals yet');
        return meal.id;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(
      (await api.post(`/api/external/meals/${mealId}/edit-nl`, { instructions: 'double the portion' })).statusCode,
    ).toBeLessThan(300);
    expect((await api.put('/api/user-preferences', { mealsVisibleColumns: ['calories', 'protein'] })).statusCode).toBe(
      200,
    );
    // The athlete's own data (issue #16): a row in each of its tables.
    const athleteWrites = [
      await api.put('/api/athlete/profile', {
        heightCm: 180,
        sex: null,
        sport: 'cricket',
        role: 'batter',
        goal: 'maintain',
        timeZone: 'UTC',
        units: 'metric',
      }),
      await api.put('/api/athlete/weights', { date: today(), kg: 70 }),
      await api.put(`/api/athlete/training/${today()}`, { load: 'heavy' }),
      await api.put('/api/athlete/training-pattern', { days: [{ load: 'light' }, null, null, null, null, null, null] }),
      await api.post('/api/athlete/sweat-tests', {
        date: today(),
        weightBeforeKg: 70,
        weightAfterKg: 69.5,
        fluidDrunkMl: 400,
        durationMin: 60,
      }),
      await api.post('/api/athlete/fluids', { date: today(), ml: 300 }),
    ];
    for (const res of athleteWrites) expect(res.statusCode, res.body).toBeLessThan(300);
    const shared = await api.post(`/api/external/chat/jobs/${jobId}/share`);
    expect(shared.statusCode, shared.body).toBe(201);
    const coachLink = await api.post('/api/coach-reports', { label: 'Coach' });
    expect(coachLink.statusCode, coachLink.body).toBe(201);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/waitlist/join',
          headers: { origin: server.url },
          payload: { email },
        })
      ).statusCode,
    ).toBe(200);
    await server.app.inject({
      method: 'POST',
      url: '/oidc/forgot-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(email)}`,
    });
    const [user] = await use().db.select().from(schema.users).where(eq(schema.users.id, me.id));
    const photos = await use().db.select().from(schema.imageObjects).where(eq(schema.imageObjects.userId, me.id));
    return {
      email,
      session,
      api,
      userId: me.id,
      accountId: user!.subject,
      jobId,
      mealId,
      photoPath,
      photoKeys: photos.flatMap((p) => [p.storageKey, p.thumbnailKey!]),
      shareId: shared.json().id as string,
      coachLinkId: coachLink.json().id as string,
    };
  }

  /** How many rows each table holds for a user (by user id, account id or address). */
  async function rowsOf(a: Athlete): Promise<Record<string, number>> {
    const db = use().db;
    const n = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]!.n);
    return {
      users: await n(db.select({ n: count() }).from(schema.users).where(eq(schema.users.id, a.userId))),
      sessions: await n(db.select({ n: count() }).from(schema.sessions).where(eq(schema.sessions.userId, a.userId))),
      preferences: await n(
        db.select({ n: count() }).from(schema.userPreferences).where(eq(schema.userPreferences.userId, a.userId)),
      ),
      jobs: await n(db.select({ n: count() }).from(schema.chatJobs).where(eq(schema.chatJobs.userId, a.userId))),
      meals: await n(db.select({ n: count() }).from(schema.meals).where(eq(schema.meals.userId, a.userId))),
      edits: await n(
        db.select({ n: count() }).from(schema.mealEditJobs).where(eq(schema.mealEditJobs.userId, a.userId)),
      ),
      photos: await n(
        db.select({ n: count() }).from(schema.imageObjects).where(eq(schema.imageObjects.userId, a.userId)),
      ),
      shares: await n(
        db.select({ n: count() }).from(schema.sharedEstimates).where(eq(schema.sharedEstimates.userId, a.userId)),
      ),
      coachReports: await n(
        db.select({ n: count() }).from(schema.coachReportLinks).where(eq(schema.coachReportLinks.userId, a.userId)),
      ),
      athleteProfiles: await n(
        db.select({ n: count() }).from(schema.athleteProfiles).where(eq(schema.athleteProfiles.userId, a.userId)),
      ),
      athleteWeights: await n(
        db.select({ n: count() }).from(schema.athleteWeights).where(eq(schema.athleteWeights.userId, a.userId)),
      ),
      trainingDays: await n(
        db.select({ n: count() }).from(schema.trainingDays).where(eq(schema.trainingDays.userId, a.userId)),
      ),
      trainingPatterns: await n(
        db.select({ n: count() }).from(schema.trainingPatterns).where(eq(schema.trainingPatterns.userId, a.userId)),
      ),
      sweatTests: await n(
        db.select({ n: count() }).from(schema.sweatTests).where(eq(schema.sweatTests.userId, a.userId)),
      ),
      fluidLogs: await n(db.select({ n: count() }).from(schema.fluidLogs).where(eq(schema.fluidLogs.userId, a.userId))),
      account: await n(
        db.select({ n: count() }).from(schema.localAccounts).where(eq(schema.localAccounts.emailNormalized, a.email)),
      ),
      resetLinks: await n(
        db
          .select({ n: count() })
          .from(schema.passwordResetTokens)
          .where(eq(schema.passwordResetTokens.accountId, a.accountId)),
      ),
      providerRows: await n(
        db
          .select({ n: count() })
          .from(schema.oidcPayloads)
          .where(sql`${schema.oidcPayloads.payload}::text like ${`%${a.accountId}%`}`),
      ),
      waitlist: await n(
        db
          .select({ n: count() })
          .from(schema.waitlistEntries)
          .where(eq(schema.waitlistEntries.emailNormalized, a.email)),
      ),
      attempts: await n(
        db
          .select({ n: count() })
          .from(schema.loginAttempts)
          .where(sql`${schema.loginAttempts.key} like ${`%${a.email}%`}`),
      ),
    };
  }

  const stored = (key: string) => existsSync(path.join(dataDir, 'objects', key));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crease-account-'));
    const env = { QUEUE_RATE_LIMIT: '1000' };
    const services = { storage: createLocalStorage(path.join(dataDir, 'objects')) };
    server = await startListeningApp(use(), env, { services });
    const workers = await startTestWorkers(use(), { env, services });
    try {
      alice = await athlete('alice@crease.test');
      bob = await athlete('bob@crease.test');
      // A wrong password leaves an attempt row naming the address.
      const page = await new HttpSession().follow(`${server.url}/api/login`);
      await new HttpSession().submit(formAction(await page.res.text(), page.url), {
        email: alice.email,
        password: 'wrong password',
      });
    } finally {
      await workers.stop();
    }
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('downloads every row of the signed-in user as a JSON attachment, and nothing of anyone else', async () => {
    const res = await alice.api.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="crease-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['content-type']).toContain('application/json');
    const data = ZAccountExport.parse(res.json());
    expect(data.user).toMatchObject({ id: alice.userId, email: alice.email });
    expect(data.signInAccount?.email).toBe(alice.email);
    expect(data.preferences).toMatchObject({ mealsVisibleColumns: ['calories', 'protein'] });
    expect(data.logEntries.map((j) => j.id)).toEqual([alice.jobId]);
    expect(data.logEntries[0]).toMatchObject({ message: '2 rotis and dal', imagesObjStorUrls: [alice.photoPath] });
    expect(data.meals.map((m) => m.id)).toContain(alice.mealId);
    expect(data.meals.every((m) => m.userId === alice.userId)).toBe(true);
    expect(data.mealEdits).toHaveLength(1);
    expect(data.mealEdits[0]).toMatchObject({ mealId: alice.mealId, instructions: 'double the portion' });
    expect(data.photos).toEqual([
      expect.objectContaining({ objectPath: alice.photoPath, thumbnailPath: `${alice.photoPath}/thumbnail` }),
    ]);
    expect(data.sharedEstimates).toEqual([
      expect.objectContaining({ id: alice.shareId, url: `${server.url}/calorie-guess/${alice.shareId}` }),
    ]);
    expect(data.coachReports).toEqual([
      expect.objectContaining({
        id: alice.coachLinkId,
        label: 'Coach',
        url: `${server.url}/coach/${alice.coachLinkId}`,
      }),
    ]);
    expect(data.waitlist).toMatchObject({ email: alice.email });
    expect(data.athlete).toEqual({
      profile: expect.objectContaining({ userId: alice.userId, sport: 'cricket', role: 'batter' }),
      weights: [expect.objectContaining({ date: today(), kg: 70 })],
      trainingDays: [expect.objectContaining({ date: today(), load: 'heavy' })],
      trainingPattern: expect.objectContaining({
        days: [{ load: 'light', hot: false }, null, null, null, null, null, null],
      }),
      sweatTests: [expect.objectContaining({ sweatRateMlPerHour: 900 })],
      fluidLogs: [expect.objectContaining({ ml: 300 })],
    });

    const text = res.body;
    for (const foreign of [bob.email, bob.userId, bob.jobId, bob.mealId, bob.photoPath, bob.shareId])
      expect(text).not.toContain(foreign);
    // No secrets and no internals: password hashes, session tokens, storage keys.
    expect(text).not.toMatch(/scrypt\$|passwordHash|idHash|storageKey/);
    expect(text).not.toContain(alice.session.cookies.get(SESSION_COOKIE)!);
    for (const key of alice.photoKeys) expect(text).not.toContain(key);
  });

  it('answers 401 to a guest', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: '/api/account',
          headers: { origin: server.url },
          payload: { confirmation: 'DELETE' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses to delete without the typed confirmation or from another site', async () => {
    const del = (payload: unknown, origin = server.url) =>
      server.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie: alice.api.cookie, origin },
        payload: payload as object,
      });
    expect((await del({})).statusCode).toBe(400);
    expect((await del({ confirmation: 'delete' })).statusCode).toBe(400);
    expect((await del({ confirmation: 'DELETE' }, 'https://evil.example')).statusCode).toBe(403);
    expect((await rowsOf(alice)).users).toBe(1);
  });

  it('deletes every row and stored photo of the user, ends the sessions, and leaves the other user untouched', async () => {
    const bobBefore = await rowsOf(bob);
    const aliceBefore = await rowsOf(alice);
    for (const [table, n] of Object.entries(aliceBefore))
      expect(n, `alice has ${table} rows before`).toBeGreaterThan(0);
    for (const key of [...alice.photoKeys, ...bob.photoKeys]) expect(stored(key), key).toBe(true);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/public/calorie-guess/${alice.shareId}` })).statusCode,
    ).toBe(200);

    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: alice.api.cookie, origin: server.url },
      payload: { confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');

    for (const [table, n] of Object.entries(await rowsOf(alice))) expect(n, `alice's ${table} rows after`).toBe(0);
    for (const key of alice.photoKeys) expect(stored(key), key).toBe(false);
    expect((await alice.api.get('/api/auth/user')).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/public/calorie-guess/${alice.shareId}` })).statusCode,
    ).toBe(404);

    expect(await rowsOf(bob)).toEqual(bobBefore);
    for (const key of bob.photoKeys) expect(stored(key), key).toBe(true);
    expect((await bob.api.get('/api/auth/user')).statusCode).toBe(200);
    expect((await bob.api.get(bob.photoPath)).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/public/calorie-guess/${bob.shareId}` })).statusCode,
    ).toBe(200);
  });

  it('lets the address sign up again afterwards as a new, empty account', async () => {
    const { session, final } = await signUpEmbedded(server.url, alice.email, 'another good password');
    expect(final.url).toBe(`${server.url}/meals`);
    const me = await (await session.request(`${server.url}/api/auth/user`)).json();
    expect(me.id).not.toBe(alice.userId);
    const cookie = `${SESSION_COOKIE}=${session.cookies.get(SESSION_COOKIE)}`;
    const data = ZAccountExport.parse(
      (await apiClient(server.app, me.id, cookie, server.url).get('/api/account/export')).json(),
    );
    expect([data.logEntries, data.meals, data.photos, data.sharedEstimates, data.coachReports]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});
