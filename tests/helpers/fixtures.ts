// Rows that tests need, inserted through the real schema.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { chatJobs, users } from '../../src/server/db/schema';

export async function createUser(db: Db, email = `athlete-${randomBytes(4).toString('hex')}@crease.test`) {
  const [user] = await db
    .insert(users)
    .values({ issuer: 'test', subject: randomBytes(8).toString('hex'), email })
    .returning();
  return user!;
}

export async function queueChatJob(db: Db, userId: string, message = '2 rotis and dal') {
  const [job] = await db.insert(chatJobs).values({ userId, message, date: '2026-11-22' }).returning();
  return job!;
}
