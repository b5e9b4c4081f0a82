// LISTEN on a PostgreSQL channel, on either back-end. PostgreSQL needs a dedicated connection
// (pool connections come and go); it reconnects after a drop. Callers also poll or re-read, so
// a notification missed while reconnecting only delays an update.
import pg from 'pg';
import type { Database } from './client.js';

export async function listenToChannel(database: Database, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  if (database.pglite) {
    const unsubscribe = await database.pglite.listen(channel, onPayload);
    // Closing after the database itself closed (a failed start, a test) has nothing left to undo.
    return () => unsubscribe().catch(() => undefined);
  }
  if (!database.pool) throw new Error('PostgreSQL database without a pool');
  const connectionString = (database.pool.options as { connectionString?: string }).connectionString;
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => onPayload(msg.payload ?? ''));
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
