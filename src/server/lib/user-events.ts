// "Something of yours changed": published when a user's jobs or meals change (by a request or a
// worker in any process) and delivered to that user's open pages through /api/events.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { listenToChannel } from '../db/listen';

export type UserEventKind = 'jobs' | 'meals';
const CHANNEL = 'crease_user_events';

/** Tells every process that the user's jobs or meals changed (delivered on commit inside a transaction). */
export async function publishUserEvent(db: Db, userId: string, kind: UserEventKind): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${`${userId}:${kind}`})`);
}

export interface UserEventHub {
  subscribe(userId: string, listener: (kind: UserEventKind) => void): () => void;
  close(): Promise<void>;
}

/** Listens once per process and fans notifications out to the open streams of each user. */
export async function createUserEventHub(database: Database): Promise<UserEventHub> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const close = await listenToChannel(database, CHANNEL, (payload) => {
    const [userId, kind] = payload.split(':');
    if (userId && (kind === 'jobs' || kind === 'meals')) local.emit(userId, kind);
  });
  return {
    subscribe(userId, listener) {
      local.on(userId, listener);
      return () => local.off(userId, listener);
    },
    close,
  };
}
