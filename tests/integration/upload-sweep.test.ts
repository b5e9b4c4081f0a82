// Abandoned uploads (started, maybe sent, never registered) are swept once their URL has
// expired: row and raw bytes both go. Registered photos and recent uploads stay.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { imageObjects } from '../../src/server/db/schema';
import { incomingKey } from '../../src/server/lib/object-paths';
import { scheduleUploadSweeps, sweepAbandonedUploads } from '../../src/server/jobs/sweep-abandoned-uploads';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { startListeningApp, type ListeningApp } from '../helpers/listening-app';
import { signedInClient } from '../helpers/signed-in';
import { describeWithDatabase } from '../helpers/test-database';
import { png, uploader } from './objects-fixtures';

describeWithDatabase('sweeping abandoned uploads', (use) => {
  let dataDir: string;
  let server: ListeningApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crease-sweep-'));
    server = await startListeningApp(
      use(),
      {},
      { services: { storage: createLocalStorage(path.join(dataDir, 'objects')) } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const idOf = (url: string) => /([0-9a-f-]{36})/.exec(url)![1]!;

  it('removes expired unregistered uploads with their bytes and keeps the rest', async () => {
    const { db } = use();
    const storage = createLocalStorage(path.join(dataDir, 'objects'));
    const client = await signedInClient(server.app, db);
    const up = uploader(server.app, client.cookie, server.url);
    const start = async () => ((await up.start()).json() as { uploadURL: string }).uploadURL;

    const sentNeverRegistered = await start();
    await up.put(sentNeverRegistered, await png(), 'image/png');
    const neverSent = await start();
    const registered = await start();
    await up.put(registered, await png(), 'image/png');
    const { objectPath } = (await up.register(registered)).json() as { objectPath: string };
    const recent = await start();
    await up.put(recent, await png(), 'image/png');

    const old = [sentNeverRegistered, neverSent, registered].map(idOf);
    await db
      .update(imageObjects)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(inArray(imageObjects.id, old));
    expect(await storage.size(incomingKey(idOf(sentNeverRegistered)))).not.toBeNull();

    expect(await sweepAbandonedUploads({ db, storage }, { olderThan: new Date(Date.now() - 86_400_000) })).toBe(2);

    const left = (
      await db.select({ id: imageObjects.id }).from(imageObjects).where(eq(imageObjects.userId, client.userId))
    )
      .map((r) => r.id)
      .sort();
    expect(left).toEqual([idOf(registered), idOf(recent)].sort());
    expect(await storage.size(incomingKey(idOf(sentNeverRegistered)))).toBeNull();
    expect(await storage.size(incomingKey(idOf(recent)))).not.toBeNull();
    expect((await up.get(objectPath)).statusCode).toBe(200);
    // The finished upload URL can no longer be registered.
    expect((await up.register(sentNeverRegistered)).statusCode).toBe(404);
  });

  it('runs on a schedule and stops', async () => {
    const { db } = use();
    const storage = createLocalStorage(path.join(dataDir, 'objects'));
    const client = await signedInClient(server.app, db);
    const up = uploader(server.app, client.cookie, server.url);
    const id = idOf(((await up.start()).json() as { uploadURL: string }).uploadURL);
    await db
      .update(imageObjects)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(imageObjects.id, id));
    const stop = scheduleUploadSweeps(
      { db, storage, log: pino({ level: 'silent' }) },
      { uploadUrlTtlSeconds: 900, everyMs: 50 },
    );
    await expect
      .poll(async () => (await db.select().from(imageObjects).where(eq(imageObjects.id, id))).length, {
        timeout: 5_000,
      })
      .toBe(0);
    stop();
  });
});
