// An entry with a photo, analysed by workers with an AI provider configured: the provider (a
// local server speaking the OpenAI chat-completions protocol) receives the stored photo with the
// text, the foods it names are grounded in the knowledge base, and the meals keep the photo.
// Without a provider, or when it fails, the built-in engine answers from the text.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createChatProvider } from '../../src/ai/openai-compatible';
import type { Meal } from '../../src/contracts/meal';
import { imageObjects } from '../../src/server/db/schema';
import { queueBodyLimit } from '../../src/server/features/chat-jobs/routes';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { startTestWorkers } from '../helpers/run-workers';
import { apiClient, signedInClient, type ApiClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';
import { jpegWithGps, uploader } from './objects-fixtures';

type Part = { type: string; text?: string; image_url?: { url: string } };
type Sent = { messages: Array<{ role: string; content: string | Part[] }> };

describeWithDatabase('entry photos with an AI provider', (use) => {
  let dataDir: string;
  let ai: Server;
  let aiUrl: string;
  let server: ListeningApp;
  let athlete: ApiClient;
  let workers: { stop: () => Promise<void> };
  const sent: Sent[] = [];
  let reply: { status: number; items?: unknown[] } = { status: 200, items: [] };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crease-ai-photos-'));
    ai = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        sent.push(JSON.parse(body) as Sent);
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: JSON.stringify({ items: reply.items }) } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => ai.listen(0, '127.0.0.1', resolve));
    aiUrl = `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1`;
    // One store for the app and the workers, as main.ts shares it; the model is the local server.
    const services = {
      storage: createLocalStorage(path.join(dataDir, 'objects')),
      chat: createChatProvider({ baseUrl: aiUrl, model: 'vision-test', timeoutMs: 2000 }),
    };
    server = await startListeningApp(use(), {}, { services });
    const signedIn = await signedInClient(server.app, use().db);
    athlete = apiClient(server.app, signedIn.userId, signedIn.cookie, server.url);
    workers = await startTestWorkers(use(), { services });
  });
  afterAll(async () => {
    await workers?.stop();
    await server?.close();
    await new Promise<void>((resolve) => ai.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  async function uploadPhoto(client: ApiClient): Promise<string> {
    const up = uploader(server.app, client.cookie, server.url);
    const { uploadURL } = (await up.start()).json() as { uploadURL: string };
    expect((await up.put(uploadURL, await jpegWithGps(1200, 900), 'image/jpeg')).statusCode).toBeLessThan(300);
    return ((await up.register(uploadURL)).json() as { objectPath: string }).objectPath;
  }

  async function mealsOf(client: ApiClient, message: string, photos: string[], inline: string[] = []): Promise<Meal[]> {
    const queued = await client.post('/api/external/chat/queue', {
      session_id: 's',
      message,
      images_obj_stor_urls: photos,
      image_urls: inline,
      timezone: 'Asia/Kolkata',
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const { job_id } = queued.json() as { job_id: string };
    let found: Meal[] = [];
    await expect
      .poll(
        async () => {
          found = ((await client.get('/api/external/meals?limit=100')).json().items as Meal[]).filter(
            (m) => m.source_job_id === job_id,
          );
          return found.length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    return found;
  }

  const item = (name: string, quantity: number, unit: string) => ({
    name,
    quantity,
    unit,
    size: null,
    grams: null,
    estimate_per_100g: null,
  });

  it('sends the stored photo with the text and grounds what the model saw', async () => {
    const photo = await uploadPhoto(athlete);
    // The model names the dal from the text and the rice it sees; it offers no numbers.
    reply = { status: 200, items: [item('dal makhani', 1, 'katori'), item('jeera rice', 1, 'plate')] };
    const meals = await mealsOf(athlete, 'dal makhani with this', [photo]);

    const request = sent.at(-1)!;
    const user = request.messages.find((m) => m.role === 'user')!.content as Part[];
    expect(user[0]).toEqual({ type: 'text', text: 'dal makhani with this' });
    const image = user[1]!.image_url!.url;
    expect(image).toMatch(/^data:image\/(jpeg|webp|png);base64,/);
    // The stored, re-encoded file: long side capped and no GPS, not the upload as sent.
    const sentPhoto = await sharp(Buffer.from(image.split(',')[1]!, 'base64')).metadata();
    expect(sentPhoto.width).toBeLessThanOrEqual(2048);
    expect(sentPhoto.exif).toBeUndefined();

    expect(meals.map((m) => m.title).sort()).toEqual(['Dal makhani', expect.stringMatching(/rice/i)]);
    for (const m of meals) {
      expect(m.estimated).toBeUndefined(); // numbers from the knowledge base
      expect(m.context.image_uploads).toEqual([photo]);
      expect(m.macros.calories_kcal).toBeGreaterThan(100);
    }
  });

  it('answers from the text with the built-in engine when the provider fails', async () => {
    reply = { status: 500 };
    const meals = await mealsOf(athlete, '2 rotis', [await uploadPhoto(athlete)]);
    expect(meals.map((m) => m.title)).toEqual(['Roti (chapati)']);
    expect(meals[0]!.serving.servings).toBe(2);
  });

  it('stores photos sent inline as data URLs like uploads, and sends them on to the model', async () => {
    reply = { status: 200, items: [item('poha', 1, 'plate')] };
    const jpeg = await jpegWithGps(800, 600);
    const meals = await mealsOf(athlete, 'breakfast', [], [`data:image/jpeg;base64,${jpeg.toString('base64')}`]);
    const [photo] = meals[0]!.context.image_uploads;
    expect(photo).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);
    const stored = await athlete.get(photo!);
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    const user = sent.at(-1)!.messages.find((m) => m.role === 'user')!.content as Part[];
    expect(user[1]!.image_url!.url).toBe(`data:image/jpeg;base64,${stored.rawPayload.toString('base64')}`);
  });

  it.each([
    ['a web address', 'https://example.com/dal.jpg', 'must be base64 data URLs'],
    [
      'text posing as a photo',
      `data:image/jpeg;base64,${Buffer.from('not a photo').toString('base64')}`,
      'not a supported image',
    ],
  ])('refuses %s in image_urls with a clear 4xx', async (_name, url, text) => {
    const res = await athlete.post('/api/external/chat/queue', { session_id: 's', message: 'dal', image_urls: [url] });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toContain(text);
  });

  const storedPhotos = async (userId: string) =>
    (await use().db.select().from(imageObjects).where(eq(imageObjects.userId, userId))).length;
  const filesIn = async (dir: string): Promise<string[]> =>
    (await readdir(path.join(dataDir, 'objects', dir), { recursive: true }).catch(() => [])).map(String);

  it("keeps none of an entry's inline photos when one of them is refused", async () => {
    const signedIn = await signedInClient(server.app, use().db);
    const client = apiClient(server.app, signedIn.userId, signedIn.cookie, server.url);
    const good = `data:image/jpeg;base64,${(await jpegWithGps(400, 300)).toString('base64')}`;
    const bad = `data:image/jpeg;base64,${Buffer.from('a shopping list').toString('base64')}`;
    const res = await client.post('/api/external/chat/queue', {
      session_id: 's',
      message: 'dal',
      image_urls: [good, good, bad],
    });
    expect(res.statusCode).toBe(415);
    expect(await storedPhotos(signedIn.userId)).toBe(0);
    expect((await filesIn('images')).filter((f) => f.includes(signedIn.userId))).toEqual([]);
    expect((await client.get('/api/external/chat/jobs')).json().items).toEqual([]);
  });

  it('stores the inline photos of a retried entry once', async () => {
    const signedIn = await signedInClient(server.app, use().db);
    const client = apiClient(server.app, signedIn.userId, signedIn.cookie, server.url);
    const body = {
      session_id: 'session_retry',
      message: 'poha',
      image_urls: [`data:image/jpeg;base64,${(await jpegWithGps(400, 300)).toString('base64')}`],
    };
    const first = await client.post('/api/external/chat/queue', body, { 'idempotency-key': 'entry-1' });
    const again = await client.post('/api/external/chat/queue', body, { 'idempotency-key': 'entry-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().job_id).toBe(first.json().job_id);
    expect(await storedPhotos(signedIn.userId)).toBe(1);
  });

  it('accepts a body with six inline photos of the largest allowed size', () => {
    const maxBytes = 10 * 1024 * 1024;
    const dataUrl = `data:image/jpeg;base64,${'A'.repeat(Math.ceil(maxBytes / 3) * 4)}`;
    const body = JSON.stringify({ session_id: 's', message: 'x'.repeat(2000), image_urls: new Array(6).fill(dataUrl) });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(queueBodyLimit(maxBytes));
  });

  it("refuses another user's photo on the queue", async () => {
    const rival = await signedInClient(server.app, use().db);
    const theirs = await uploadPhoto(apiClient(server.app, rival.userId, rival.cookie, server.url));
    const res = await athlete.post('/api/external/chat/queue', {
      session_id: 's',
      message: 'dal',
      images_obj_stor_urls: [theirs],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'A photo of this entry was not found. Please attach it again.',
      message: 'A photo of this entry was not found. Please attach it again.',
    });
  });
});
