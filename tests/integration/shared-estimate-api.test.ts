// Shared calorie estimates: create from a completed entry (owner only), read publicly with the
// SPEC §3 shape, revoke, the preview tags of the /calorie-guess/:id page, and the entry's photo
// served by the share id to guests (and by nothing else) while the share is live; the owner's
// list of live shares (GET /api/shares).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { chatJobs, meals, sharedEstimates } from '../../src/server/db/schema';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { buildTestApp } from '../helpers/test-app';
import { guestClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { startTestWorkers } from '../helpers/run-workers';
import { describeWithDatabase } from '../helpers/test-database';
import { jpegWithGps, png, uploader } from './objects-fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const SHELL = '<!doctype html><html><head><title>Crease</title></head><body><div id="root"></div></body></html>';

describeWithDatabase('shared calorie estimates', (use) => {
  let app: FastifyInstance;
  let owner: ApiClient;
  let other: ApiClient;
  let completedJob = '';
  let queuedJob = '';
  let photoJob = '';
  let ownerPhoto = '';
  let otherPhotoJob = '';
  let otherPhoto = '';
  let stolenPhotoJob = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crease-share-objects-'));

  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'crease-web-'));
    const env = { QUEUE_RATE_LIMIT: '1000' };
    const services = { storage: createLocalStorage(path.join(dataDir, 'objects')) };
    writeFileSync(path.join(webRoot, 'index.html'), SHELL);
    ({ app } = await buildTestApp(use(), { webRoot, env, services }));
    await app.ready();
    owner = await signedInClient(app, use().db);
    other = await signedInClient(app, use().db);
    const uploadPhoto = async (client: ApiClient, image: Buffer, type: string) => {
      const up = uploader(app, client.cookie);
      const { uploadURL } = (await up.start()).json<{ uploadURL: string }>();
      expect((await up.put(uploadURL, image, type)).statusCode).toBe(200);
      return (await up.register(uploadURL)).json<{ objectPath: string }>().objectPath;
    };
    ownerPhoto = await uploadPhoto(owner, await jpegWithGps(1200, 900), 'image/jpeg');
    otherPhoto = await uploadPhoto(other, await png(), 'image/png');
    const queue = async (client: ApiClient, message: string, photos: string[] = []) => {
      const res = await client.post('/api/external/chat/queue', {
        session_id: 'session_1_abc',
        message,
        date: today(),
        timezone: 'UTC',
        images_obj_stor_urls: photos,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().job_id as string;
    };
    completedJob = await queue(owner, '2 rotis, 1 katori dal and a glass of lassi');
    photoJob = await queue(owner, '1 plate poha', [ownerPhoto]);
    stolenPhotoJob = await queue(owner, '1 bowl upma');
    otherPhotoJob = await queue(other, '2 idli with sambar', [otherPhoto]);
    const workers = await startTestWorkers(use(), { env, services });
    const statusOf = async (client: ApiClient, jobId: string) =>
      (await client.get('/api/external/chat/jobs')).json().items.find((j: { job_id: string }) => j.job_id === jobId)
        ?.status;
    for (const [client, jobId] of [
      [owner, completedJob],
      [owner, photoJob],
      [owner, stolenPhotoJob],
      [other, otherPhotoJob],
    ] as const) {
      // vi.waitFor, not expect.poll: this is a hook, and expect.poll works only inside a test.
      await vi.waitFor(async () => expect(await statusOf(client, jobId)).toBe('completed'), {
        timeout: 15_000,
        interval: 100,
      });
    }
    await workers.stop();
    queuedJob = await queue(owner, 'poha');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
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
    const sum = body.meals.reduce(
      (s: number, m: { macros: { calories_kcal: number } }) => s + m.macros.calories_kcal,
      0,
    );
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

  it("shares the entry's photo: a guest loads it by the share id, and by no other path", async () => {
    const { id } = (await share(owner, photoJob)).json();
    const body = (await guestClient(app).get(`/api/public/calorie-guess/${id}`)).json();
    expect(body.image_url).toBe(`/api/public/calorie-guess/${id}/image`);

    const image = await guestClient(app).get(body.image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('no-cache');
    // The stored, re-encoded photo (no EXIF), byte for byte what its owner sees.
    expect(image.rawPayload.equals((await owner.get(ownerPhoto)).rawPayload)).toBe(true);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    const again = await guestClient(app).get(body.image_url, { 'if-none-match': String(image.headers.etag) });
    expect(again.statusCode).toBe(304);

    // The share lends the photo through its own address only: the object path stays private.
    expect((await guestClient(app).get(ownerPhoto)).statusCode).toBe(404);
    expect((await guestClient(app).get(`${ownerPhoto}/thumbnail`)).statusCode).toBe(404);
    expect((await other.get(ownerPhoto)).statusCode).toBe(404);

    const page = await app.inject({ method: 'GET', url: `/calorie-guess/${id}` });
    expect(page.body).toContain(
      `<meta property="og:image" content="http://localhost:3000/api/public/calorie-guess/${id}/image" />`,
    );
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('stops serving the photo once the share is revoked', async () => {
    const { id } = (await share(owner, photoJob)).json();
    const first = await guestClient(app).get(`/api/public/calorie-guess/${id}/image`);
    expect(first.statusCode).toBe(200);
    // Embeddable anywhere while live, unlike the owner's own photo address.
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await owner.get(ownerPhoto)).headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await owner.del(`/api/shares/${id}`)).statusCode).toBe(204);
    expect((await guestClient(app).get(`/api/public/calorie-guess/${id}/image`)).statusCode).toBe(404);
    const cached = await guestClient(app).get(`/api/public/calorie-guess/${id}/image`, {
      'if-none-match': String(first.headers.etag),
    });
    expect(cached.statusCode).toBe(404);
    // The owner still has the photo.
    expect((await owner.get(ownerPhoto)).statusCode).toBe(200);
  });

  it("serves each share only its own entry's photo, and never another user's", async () => {
    const mine = (await share(owner, photoJob)).json().id;
    const theirs = (await share(other, otherPhotoJob)).json().id;
    const mineImage = await guestClient(app).get(`/api/public/calorie-guess/${mine}/image`);
    const theirImage = await guestClient(app).get(`/api/public/calorie-guess/${theirs}/image`);
    expect(theirImage.headers['content-type']).toBe('image/png');
    expect(theirImage.rawPayload.equals(mineImage.rawPayload)).toBe(false);

    // An entry naming someone else's photo (the queue refuses that; here it is written straight
    // into the rows) shares no photo at all.
    await use()
      .db.update(chatJobs)
      .set({ imagesObjStorUrls: [otherPhoto] })
      .where(eq(chatJobs.id, stolenPhotoJob));
    await use()
      .db.update(meals)
      .set({ imageUploads: [otherPhoto] })
      .where(eq(meals.sourceJobId, stolenPhotoJob));
    const stolen = (await share(owner, stolenPhotoJob)).json().id;
    expect((await guestClient(app).get(`/api/public/calorie-guess/${stolen}`)).json().image_url).toBeNull();
    expect((await guestClient(app).get(`/api/public/calorie-guess/${stolen}/image`)).statusCode).toBe(404);
  });

  it('answers 404 for the photo of a share without one, and of unknown ids', async () => {
    const { id } = (await share(owner, completedJob)).json();
    for (const shareId of [id, 'AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fetc']) {
      const res = await guestClient(app).get(`/api/public/calorie-guess/${shareId}/image`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found' });
    }
  });

  it("lists only the owner's live shares, newest first, with the title and the entry's text", async () => {
    const theirs = (await share(other, otherPhotoJob)).json().id;
    const older = (await share(owner, photoJob)).json().id;
    const newest = (await share(owner, completedJob)).json();
    const res = await owner.get('/api/shares');
    expect(res.statusCode).toBe(200);
    const items: Array<{ id: string; url: string; created_at: string; title: string; text: string | null }> =
      res.json().items;
    expect(items[0]).toEqual({
      id: newest.id,
      url: newest.url,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      title: expect.stringMatching(/ and \d+ more$/),
      text: '2 rotis, 1 katori dal and a glass of lassi',
    });
    expect(items.find((s) => s.id === older)?.text).toBe('1 plate poha');
    const times = items.map((s) => Date.parse(s.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Exactly the owner's unrevoked rows: none revoked above, none of the other user's.
    const live = await use()
      .db.select({ id: sharedEstimates.id })
      .from(sharedEstimates)
      .where(and(eq(sharedEstimates.userId, owner.userId), isNull(sharedEstimates.revokedAt)));
    expect(items.map((s) => s.id).sort()).toEqual(live.map((r) => r.id).sort());
    expect(items.some((s) => s.id === theirs)).toBe(false);
    expect((await other.get('/api/shares')).json().items.map((s: { id: string }) => s.id)).toContain(theirs);

    expect((await owner.del(`/api/shares/${newest.id}`)).statusCode).toBe(204);
    const after = (await owner.get('/api/shares')).json().items.map((s: { id: string }) => s.id);
    expect(after).not.toContain(newest.id);
    expect(after).toContain(older);
    expect((await guestClient(app).get('/api/shares')).statusCode).toBe(401);
  });
});
