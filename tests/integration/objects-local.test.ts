import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { readableObjectPaths } from '../../src/server/features/objects/read-image';
import { createUser } from '../helpers/fixtures';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { describeWithDatabase } from '../helpers/test-database';
import { HEIC_UNREADABLE } from '../../src/server/features/objects/process-image';
import { brokenHeic, hasGpsTag, heicWithGps, hugePng, jpegWithGps, png, PNG_MAGIC, uploader } from './objects-fixtures';

describeWithDatabase('photo uploads on local disk', (use) => {
  let server: ListeningApp;
  let dataDir: string;
  let me: ReturnType<typeof uploader>;
  let other: ReturnType<typeof uploader>;
  let myCookie: string;

  let myUserId: string;
  let otherUserId: string;

  const cookieFor = async (keepId: (id: string) => void) => {
    const user = await createUser(use().db);
    keepId(user.id);
    return `${SESSION_COOKIE}=${await createSession(use().db, { userId: user.id, ttlMs: 3_600_000 })}`;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crease-objects-'));
    server = await startListeningApp(
      use(),
      {},
      { services: { storage: createLocalStorage(path.join(dataDir, 'objects')) } },
    );
    myCookie = await cookieFor((id) => (myUserId = id));
    me = uploader(server.app, myCookie, server.url);
    other = uploader(server.app, await cookieFor((id) => (otherUserId = id)), server.url);
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uploads over real HTTP, strips EXIF and GPS, caps the long side and serves a thumbnail to the owner only', async () => {
    const original = await jpegWithGps();
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const headers = { cookie: myCookie, origin: server.url };

    const start = await fetch(`${server.url}/api/objects/upload`, { method: 'POST', headers });
    expect(start.status).toBe(200);
    const { uploadURL } = (await start.json()) as { uploadURL: string };
    const put = await fetch(new URL(uploadURL, server.url), {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'image/jpeg' },
      body: new Uint8Array(original),
    });
    expect(put.status).toBe(200);
    const reg = await fetch(`${server.url}/api/food-images`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ imageURL: uploadURL }),
    });
    expect(reg.status).toBe(200);
    const { objectPath } = (await reg.json()) as { objectPath: string };
    expect(objectPath).toMatch(/^\/api\/objects\/[0-9a-f-]{36}$/);

    const image = await fetch(`${server.url}${objectPath}`, { headers: { cookie: myCookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const stored = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('CreaseTestCam'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([2048, 683]);

    const thumb = await me.get(`${objectPath}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);

    expect((await other.get(objectPath)).statusCode).toBe(404);
    expect((await other.get(`${objectPath}/thumbnail`)).statusCode).toBe(404);
    const paths = [objectPath, '/api/objects/00000000-0000-4000-8000-000000000000', 'https://elsewhere.example/x.jpg'];
    expect(await readableObjectPaths(use().db, { userId: myUserId, objectPaths: paths })).toEqual([objectPath]);
    expect(await readableObjectPaths(use().db, { userId: otherUserId, objectPaths: paths })).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: objectPath })).statusCode).toBe(404);
  });

  it('stores a PNG sent as image/jpeg (named .jpg) as a PNG', async () => {
    const { uploadURL } = (await me.start()).json<{ uploadURL: string }>();
    expect((await me.put(uploadURL, await png(), 'image/jpeg')).statusCode).toBe(200);
    const { objectPath } = (await me.register(uploadURL)).json<{ objectPath: string }>();
    const image = await me.get(objectPath);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4)).toEqual(PNG_MAGIC);
  });

  it('stores an iPhone HEIC as a JPEG with a WebP thumbnail, its pixels kept and its EXIF and GPS gone', async () => {
    const original = await heicWithGps();
    expect(original.includes(Buffer.from('CreaseTestCam'))).toBe(true);
    const { uploadURL } = (await me.start()).json<{ uploadURL: string }>();
    expect((await me.put(uploadURL, original, 'image/heic')).statusCode).toBe(200);
    const reg = await me.register(uploadURL);
    expect(reg.statusCode, reg.body).toBe(200);
    const { objectPath } = reg.json<{ objectPath: string }>();

    const image = await me.get(objectPath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 900]);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('CreaseTestCam'))).toBe(false);
    // The decoded picture, not a blank: orange on the left, blue on the right.
    const pixel = async (left: number) => [
      ...(await sharp(image.rawPayload).extract({ left, top: 450, width: 1, height: 1 }).raw().toBuffer()),
    ];
    const [r1, , b1] = await pixel(300);
    const [r2, , b2] = await pixel(900);
    expect(r1! > 150 && b1! < 100).toBe(true);
    expect(r2! < 100 && b2! > 150).toBe(true);

    const thumb = await me.get(`${objectPath}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([320, 240]);
    expect(thumbMeta.exif).toBeUndefined();
    expect((await other.get(objectPath)).statusCode).toBe(404);
  });

  it('refuses a damaged HEIC on registration with 415 and keeps nothing of it', async () => {
    const { uploadURL } = (await me.start()).json<{ uploadURL: string }>();
    expect((await me.put(uploadURL, await brokenHeic(), 'image/heic')).statusCode).toBe(200);
    const reg = await me.register(uploadURL);
    expect(reg.statusCode).toBe(415);
    expect(reg.json()).toEqual({ message: HEIC_UNREADABLE });
    expect(await readdir(path.join(dataDir, 'objects', 'incoming')).catch(() => [])).toEqual([]);
  });

  it('refuses a text file named .jpg and keeps nothing of it', async () => {
    const { uploadURL } = (await me.start()).json<{ uploadURL: string }>();
    const put = await me.put(uploadURL, Buffer.from('a shopping list, not a photo\n'), 'image/jpeg');
    expect(put.statusCode).toBe(415);
    expect(put.json()).toEqual({ message: 'This file is not a supported image (JPEG, PNG, WebP, GIF or HEIC)' });
    expect((await me.register(uploadURL)).statusCode).toBe(400);
    expect(await readdir(path.join(dataDir, 'objects', 'incoming')).catch(() => [])).toEqual([]);
  });

  it('refuses a 20 MB image with 413 and keeps nothing of it', async () => {
    const { uploadURL } = (await me.start()).json<{ uploadURL: string }>();
    const huge = await hugePng();
    expect(huge.length).toBeGreaterThan(19 * 1024 * 1024);
    const put = await me.put(uploadURL, huge, 'image/png');
    expect(put.statusCode).toBe(413);
    expect(put.json()).toEqual({ message: 'The image is larger than 10 MB' });
    expect(await readdir(path.join(dataDir, 'objects', 'incoming')).catch(() => [])).toEqual([]);
  });

  it("refuses another user's upload URL and a tampered signature", async () => {
    const { uploadURL } = (await me.start()).json<{ uploadURL: string }>();
    expect((await other.put(uploadURL, await png(), 'image/png')).statusCode).toBe(403);
    // A different first character (replacing it with a fixed one failed the 1 in 64 URLs that already had it).
    const tampered = uploadURL.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await me.put(tampered, await png(), 'image/png')).statusCode).toBe(403);
    expect((await other.register(uploadURL)).statusCode).toBe(404);
  });

  it('answers 401 to a guest asking for an upload URL', async () => {
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { origin: server.url } }))
        .statusCode,
    ).toBe(401);
  });
});
