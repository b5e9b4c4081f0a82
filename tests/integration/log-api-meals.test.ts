// Meals, preferences and natural-language edits through the API, each scoped to its owner.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Meal } from '../../src/contracts/meal';
import { todayIn } from '../../src/server/features/chat-jobs/entry-date';
import { buildTestApp } from '../helpers/test-app';
import { signedInClient, type ApiClient } from '../helpers/signed-in';
import { startTestWorkers } from '../helpers/run-workers';
import { describeWithDatabase } from '../helpers/test-database';

const TZ = 'Asia/Kolkata';
// The user's today, not UTC's: from 18:30 UTC on they differ, and "change to yesterday" is read
// against the user's calendar.
const today = () => todayIn(TZ);

describeWithDatabase('meals, preferences and edits API', (use) => {
  let app: FastifyInstance;
  let athlete: ApiClient;
  let rival: ApiClient;
  let workers: { stop: () => Promise<void> };

  /** Logs an entry and waits for its meals. */
  async function logMeals(client: ApiClient, message: string) {
    const { job_id } = (
      await client.post('/api/external/chat/queue', {
        session_id: 's1',
        message,
        date: today(),
        timezone: TZ,
      })
    ).json();
    let found: Meal[] = [];
    await expect
      .poll(
        async () => {
          found = (await client.get('/api/external/meals?limit=100'))
            .json()
            .items.filter((m: { source_job_id: string }) => m.source_job_id === job_id);
          return found.length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    return found;
  }

  async function waitForEdit(client: ApiClient, mealId: string) {
    let last: { status: string; error: string | null } = { status: 'processing', error: null };
    await expect
      .poll(
        async () => {
          last = (await client.get(`/api/external/meals/${mealId}/edit-nl/status`)).json();
          return last.status;
        },
        { timeout: 10_000 },
      )
      .not.toBe('processing');
    return last;
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp(use()));
    await app.ready();
    athlete = await signedInClient(app, use().db);
    rival = await signedInClient(app, use().db);
    workers = await startTestWorkers(use());
  });
  afterAll(async () => {
    await workers.stop();
    await app.close();
  });

  it('lists, reads and deletes the meals of an entry in the SPEC shape', async () => {
    const [meal] = await logMeals(athlete, '2 boiled eggs');
    expect(meal).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      date: today(),
      context: { consumed_at: expect.any(String), meal_type: expect.any(String), image_uploads: [] },
      macros: {
        calories_kcal: expect.any(Number),
        protein_g: expect.any(Number),
        carbs_g: expect.any(Number),
        fat_g: expect.any(Number),
        fiber_g: expect.any(Number),
        sugar_g: expect.any(Number),
        sodium_mg: expect.any(Number),
      },
      lipids_detail: { saturated_g: expect.any(Number), cholesterol_mg: expect.any(Number) },
      serving: { servings: 2, serving_size_g: expect.any(Number), household_unit: expect.any(String) },
      micros: expect.any(Object),
    });
    expect(meal!.macros.protein_g).toBeGreaterThan(9);
    const one = await athlete.get(`/api/external/meals/${meal!.id}`);
    expect(one.json()).toEqual(meal);
    const del = await athlete.del(`/api/external/meals/${meal!.id}`);
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    const again = await athlete.del(`/api/external/meals/${meal!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Meal not found' });
    expect((await athlete.get(`/api/external/meals/${meal!.id}`)).statusCode).toBe(404);
    expect((await athlete.get('/api/external/meals/not-an-id')).json()).toEqual({ message: 'Meal not found' });
  });

  it("answers 404 on every route for another user's meal, job and edit, and never lists them", async () => {
    const [meal] = await logMeals(athlete, '1 bowl of poha');
    const jobId = meal!.source_job_id as string;
    const calls = [
      rival.get(`/api/external/meals/${meal!.id}`),
      rival.del(`/api/external/meals/${meal!.id}`),
      rival.post(`/api/external/meals/${meal!.id}/edit-nl`, { instructions: 'double the portion' }),
      rival.get(`/api/external/meals/${meal!.id}/edit-nl/status`),
      rival.post(`/api/external/chat/jobs/${jobId}/cancel`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect((await rival.get('/api/external/meals?limit=100')).json().items).toEqual([]);
    expect((await rival.get('/api/external/chat/jobs')).json().items).toEqual([]);
    expect((await rival.get('/api/external/meals/edit-nl/processing')).json()).toEqual({ entry_ids: [] });
    expect((await athlete.get(`/api/external/meals/${meal!.id}`)).statusCode).toBe(200);
  });

  it('filters meals by day and honours the limit', async () => {
    await logMeals(athlete, '1 apple, 1 banana, 1 orange');
    const limited = (await athlete.get('/api/external/meals?limit=2')).json().items;
    expect(limited).toHaveLength(2);
    expect((await athlete.get('/api/external/meals?date=2020-01-01')).json().items).toEqual([]);
    expect((await athlete.get('/api/external/meals?limit=0')).statusCode).toBe(400);
  });

  it('keeps metric preferences per user, with the SPEC default and at least one metric', async () => {
    expect((await athlete.get('/api/user-preferences')).json()).toEqual({
      mealsVisibleColumns: ['calories', 'protein', 'fat', 'carbs'],
    });
    const saved = await athlete.put('/api/user-preferences', {
      mealsVisibleColumns: ['calories', 'fiber', 'saturated_fat'],
    });
    expect(saved.statusCode).toBe(200);
    expect((await athlete.get('/api/user-preferences')).json()).toEqual({
      mealsVisibleColumns: ['calories', 'fiber', 'saturated_fat'],
    });
    expect((await rival.get('/api/user-preferences')).json().mealsVisibleColumns).toEqual([
      'calories',
      'protein',
      'fat',
      'carbs',
    ]);
    const empty = await athlete.put('/api/user-preferences', { mealsVisibleColumns: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'At least one metric must be selected' });
    expect(
      (await athlete.put('/api/user-preferences', { mealsVisibleColumns: ['calories', 'vibes'] })).statusCode,
    ).toBe(400);
  });

  it('doubles a meal with "double the portion" and shows the edit as processing meanwhile', async () => {
    const [meal] = await logMeals(athlete, '1 katori dal');
    await workers.stop(); // hold the queue so the processing state can be seen
    const started = await athlete.post(`/api/external/meals/${meal!.id}/edit-nl`, {
      instructions: 'double the portion',
    });
    expect(started.json()).toEqual({ job_id: expect.any(String), status: 'processing' });
    expect((await athlete.get('/api/external/meals/edit-nl/processing')).json()).toEqual({ entry_ids: [meal!.id] });
    expect((await athlete.get(`/api/external/meals/${meal!.id}/edit-nl/status`)).json()).toEqual({
      status: 'processing',
      error: null,
    });
    const busy = await athlete.post(`/api/external/meals/${meal!.id}/edit-nl`, { instructions: 'half' });
    expect(busy.statusCode).toBe(409);
    workers = await startTestWorkers(use());
    expect(await waitForEdit(athlete, meal!.id)).toEqual({ status: 'completed', error: null });
    const edited = (await athlete.get(`/api/external/meals/${meal!.id}`)).json();
    expect(edited.macros.calories_kcal).toBeGreaterThan(meal!.macros.calories_kcal * 1.8);
    expect(edited.macros.calories_kcal).toBeLessThan(meal!.macros.calories_kcal * 2.2);
    expect(edited.id).toBe(meal!.id);
    expect((await athlete.get('/api/external/meals/edit-nl/processing')).json()).toEqual({ entry_ids: [] });
  });

  it('moves a meal to yesterday and reports instructions it cannot apply as a failed edit', async () => {
    const [meal] = await logMeals(athlete, '1 cup chai');
    await athlete.post(`/api/external/meals/${meal!.id}/edit-nl`, { instructions: 'change to yesterday' });
    expect((await waitForEdit(athlete, meal!.id)).status).toBe('completed');
    const moved = (await athlete.get(`/api/external/meals/${meal!.id}`)).json();
    expect(moved.date).not.toBe(meal!.date);

    await athlete.post(`/api/external/meals/${meal!.id}/edit-nl`, { instructions: 'sing it a lullaby' });
    const failed = await waitForEdit(athlete, meal!.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual(expect.any(String));
  });

  it('an edit opened on one meal of an entry changes or removes the entry meal it names (decision 123)', async () => {
    const meals = await logMeals(athlete, '2 rotis, ek katori dal makhani and a glass of sweet lassi');
    expect(meals).toHaveLength(3);
    const find = (re: RegExp, ms: Meal[]) => ms.find((m) => re.test(m.title.toLowerCase()));
    const roti = find(/roti/, meals);
    const dal = find(/dal/, meals);
    const lassi = find(/lassi/, meals);
    await athlete.post(`/api/external/meals/${roti!.id}/edit-nl`, {
      instructions: "double the dal and i didn't have the lassi",
    });
    expect(await waitForEdit(athlete, roti!.id)).toEqual({ status: 'completed', error: null });
    const after = (await athlete.get('/api/external/meals?limit=100'))
      .json()
      .items.filter((m: Meal) => m.source_job_id === roti!.source_job_id) as Meal[];
    expect(after.map((m) => m.id).sort()).toEqual([roti!.id, dal!.id].sort());
    expect(find(/roti/, after)!.macros.calories_kcal).toBe(roti!.macros.calories_kcal);
    expect(find(/dal/, after)!.macros.calories_kcal).toBeCloseTo(dal!.macros.calories_kcal * 2, 0);
    expect(lassi).toBeDefined();
    // another user's entry is never reached: the rival cannot even open the meal
    expect((await rival.post(`/api/external/meals/${dal!.id}/edit-nl`, { instructions: 'half' })).statusCode).toBe(404);
  });

  it('an edit that says the opened meal itself was not eaten removes it, keeps the others and still answers its status', async () => {
    const meals = await logMeals(athlete, 'puttu, kadala curry and 2 pappadam');
    const papad = meals.find((m) => /papad|pappadam/.test(m.title.toLowerCase()));
    expect(papad).toBeDefined();
    await athlete.post(`/api/external/meals/${papad!.id}/edit-nl`, { instructions: 'pappadam venda, kazhichilla' });
    expect(await waitForEdit(athlete, papad!.id)).toEqual({ status: 'completed', error: null });
    const after = (await athlete.get('/api/external/meals?limit=100'))
      .json()
      .items.filter((m: Meal) => m.source_job_id === papad!.source_job_id) as Meal[];
    expect(after.map((m) => m.id).sort()).toEqual(
      meals
        .filter((m) => m !== papad)
        .map((m) => m.id)
        .sort(),
    );
    expect((await athlete.get(`/api/external/meals/${papad!.id}`)).statusCode).toBe(404);
    // the rival never reads it, removed or not
    expect((await rival.get(`/api/external/meals/${papad!.id}/edit-nl/status`)).statusCode).toBe(404);
  });

  it('refuses blank edit instructions with the SPEC message', async () => {
    const [meal] = await logMeals(athlete, '1 samosa');
    const res = await athlete.post(`/api/external/meals/${meal!.id}/edit-nl`, { instructions: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please enter some instructions for editing your meal.' });
    const none = await athlete.get(`/api/external/meals/${meal!.id}/edit-nl/status`);
    expect(none.statusCode).toBe(404);
  });
});
