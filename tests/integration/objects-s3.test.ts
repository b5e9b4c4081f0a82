import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import { signedInClient } from '../helpers/signed-in';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { describeWithDatabase } from '../helpers/test-database';
import { hasGpsTag, hugePng, jpegWithGps, png, PNG_MAGIC, uploader } from './objects-fixtures';
import { startLocalS3, type LocalS3 } from './objects-s3rver';

describeWithDatabase('photo uploads to an S3-compatible bucket (s3rver)', (use) => {
  let s3: LocalS3;
  let test: TestApp;
  let me: ReturnType<typeof uploader>;
  let other: ReturnType<typeof uploader>;
  const incoming = (uploadURL: string) =>
    `incoming/${/incoming\/([0-9a-f-]{36})/.exec(new URL(uploadURL).pathname)?.[1]}`;

  beforeAll(async () => {
    s3 = await startLocalS3();
    test = await buildTestApp(use(), { services: { storage: createS3Storage(s3.settings) } });
    me = uploader(test.app, (await signedInClient(test.app, use().db)).cookie);
    other = uploader(test.app, (await signedInClient(test.app, use().db)).cookie);
  });
  afterAll(async () => {
    await test?.app.close();
    await s3?.close();
  });

  /** POST /api/objects/upload, then the browser's direct PUT to the presigned bucket URL. */
  async function uploadToBucket(body: Buffer, contentType: string): Promise<string> {
    const start = await me.start();
    expect(start.statusCode).toBe(200);
    const { uploadURL } = start.json<{ uploadURL: string }>();
    expect(uploadURL.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/incoming/`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-Signature')).toBeTruthy();
    const put = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(put.status).toBe(200);
    return uploadURL;
  }

  it('uploads through a presigned URL, re-encodes without GPS and serves the image to its owner only', async () => {
    const original = await jpegWithGps();
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
    const uploadURL = await uploadToBucket(original, 'image/jpeg');
    const reg = await me.register(uploadURL);
    expect(reg.statusCode).toBe(200);
    const { objectPath } = reg.json<{ objectPath: string }>();

    const image = await me.get(objectPath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(2048);
    expect((await me.get(`${objectPath}/thumbnail`)).headers['content-type']).toBe('image/webp');
    expect((await other.get(objectPath)).statusCode).toBe(404);
    // The unchecked original is gone from the bucket once the processed copy is stored.
    expect(await createS3Storage(s3.settings).size(incoming(uploadURL))).toBeNull();
  });

  it('stores a PNG uploaded as image/jpeg as a PNG', async () => {
    const { objectPath } = (await me.register(await uploadToBucket(await png(), 'image/jpeg'))).json<{
      objectPath: string;
    }>();
    const image = await me.get(objectPath);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 4)).toEqual(PNG_MAGIC);
  });

  it('refuses a text file named .jpg and deletes it from the bucket', async () => {
    const uploadURL = await uploadToBucket(Buffer.from('not a photo at all'), 'image/jpeg');
    const reg = await me.register(uploadURL);
    expect(reg.statusCode).toBe(415);
    expect(reg.json<{ message: string }>().message).toMatch(/not a supported image/);
    expect(await createS3Storage(s3.settings).size(incoming(uploadURL))).toBeNull();
  });

  it('refuses a 20 MB image with 413 and deletes it from the bucket', async () => {
    const uploadURL = await uploadToBucket(await hugePng(), 'image/png');
    const reg = await me.register(uploadURL);
    expect(reg.statusCode).toBe(413);
    expect(reg.json()).toEqual({ message: 'The image is larger than 10 MB' });
    expect(await createS3Storage(s3.settings).size(incoming(uploadURL))).toBeNull();
  });

  it("does not let another user register someone else's upload", async () => {
    const uploadURL = await uploadToBucket(await png(), 'image/png');
    expect((await other.register(uploadURL)).statusCode).toBe(404);
  });
});
