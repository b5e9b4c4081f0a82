// Shared calorie estimates: create from a completed entry (owner only), read publicly with the
// SPEC §3 shape, revoke, and the preview tags of the /calorie-guess/:id page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';
import { guestClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { startTestWorkers } from '../helpers/run-workers';
import { describeWithDatabase } from '../helpers/test-database';

const today = () => new Date().toISOString().slice(0, 10);
const SHELL = '<!doctype html><html><head><title>Crease</title></head><body><div id="root"></div></body></html>';

describeWithDatabase('shared calorie estimates', (use) => {
  let app: FastifyInstance;
  let owner: ApiClient;
  let other: ApiClient;
  let completedJob = '';
  let queuedJob = '';

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'crease-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    ({ app } = await buildTestApp(use(), { webRoot, env: { QUEUE_RATE_LIMIT: '1000' } }));
    await app.ready();
    owner = await signedInClient(app, use().db);
    other = await signedInClient(app, use().db);
    const queue = (message: string) => owner.post('/api/external/chat/queue', { session_id: 'session_1_abc', message, date: today(), timezone: 'UTC' });
    completedJob = (await queue('2 rotis, 1 katori dal and a glass of lassi')).json().job_id;
    const workers = await startTestWorkers(use());
    const statusOf = async () => (await owner.get('/api/external/chat/jobs')).json().items.find((j: { job_id: string }) => j.job_id === completedJob)?.status;
    for (let i = 0; i < 150 && (await statusOf()) !== 'completed'; i += 1) await new Promise((r) => setTimeout(r, 100));
    await workers.stop();
    queuedJob = (await queue('poha')).json().job_id;
  });
  afterAll(async () => {
    await app.close();
  });

  const share = async (client: ApiClient, jobId: string) => client.post(`/api/external/chat/jobs/${jobId}/share`);

  it('shares a completed entry as a public snapshot in the SPEC shape', async () => {
    const res = await share(owner, completedJob);
    expect(res.statusCode, res.body).toBe(201);
    const { id, url } = res.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(url).toBe(`http://localhost:3000/calorie-guess/${id}`);
    const pub = await guestClient(app).get(`/api/public/calorie-guess/${id}`);
    expect(pub.statusCode).toBe(200);
    const body = pub.json();
    expect(body.image_url).toBeNull();
    expect(body.meals.length).toBeGreaterThanOrEqual(2);
    for (const meal of body.meals) {
      expect(Object.keys(meal).sort()).toEqual(['description', 'macros', 'serving', 'title']);
      expect(Object.keys(meal.macros).sort()).toEqual(['calories_kcal', 'carbs_g', 'fat_g', 'protein_g']);
      expect(Object.keys(meal.serving).sort()).toEqual(['household_unit', 'serving_size_g', 'servings']);
    }
    const sum = body.meals.reduce((s: number, m: { macros: { calories_kcal: number } }) => s + m.macros.calories_kcal, 0);
    expect(body.total_calories_kcal).toBe(Math.round(sum));
  });

  it('gives every share a new id', async () => {
    const a = (await share(owner, completedJob)).json().id;
    const b = (await share(owner, completedJob)).json().id;
    expect(a).not.toBe(b);
  });

  it("answers 404 for another user's entry, 409 for an unfinished one, 401 for a guest", async () => {
    expect((await share(other, completedJob)).statusCode).toBe(404);
    expect((await share(owner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await share(owner, queuedJob)).statusCode).toBe(409);
    expect((await guestClient(app).post(`/api/external/chat/jobs/${completedJob}/share`)).statusCode).toBe(401);
  });

  it('answers 404 {message} for unknown ids', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '../../etc/passwd']) {
      const res = await guestClient(app).get(`/api/public/calorie-guess/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Estimate not found' });
    }
  });

  it('lets only the owner revoke, after which the estimate is gone', async () => {
    const { id } = (await share(owner, completedJob)).json();
    expect((await other.del(`/api/shares/${id}`)).statusCode).toBe(404);
    expect((await guestClient(app).get(`/api/public/calorie-guess/${id}`)).statusCode).toBe(200);
    expect((await owner.del(`/api/shares/${id}`)).statusCode).toBe(204);
    expect((await guestClient(app).get(`/api/public/calorie-guess/${id}`)).statusCode).toBe(404);
    expect((await owner.del(`/api/shares/${id}`)).statusCode).toBe(404);
    expect((await guestClient(app).del(`/api/shares/${id}`)).statusCode).toBe(401);
  });

  it('serves the page with escaped Open Graph tags for the estimate', async () => {
    const { id } = (await share(owner, completedJob)).json();
    const res = await app.inject({ method: 'GET', url: `/calorie-guess/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<meta property="og:title" content="[^"<>]+ kcal \| Crease" \/>/);
    expect(res.body).toMatch(/<meta property="og:description" content="Protein \d+ g, carbs \d+ g, fat \d+ g\./);
    expect(res.body).toContain(`<meta property="og:url" content="http://localhost:3000/calorie-guess/${id}" />`);
    expect(res.body).not.toContain('og:image');
    expect(res.body).toContain('<div id="root"></div>');
    const missing = await app.inject({ method: 'GET', url: '/calorie-guess/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).not.toContain('og:title');
  });
});
