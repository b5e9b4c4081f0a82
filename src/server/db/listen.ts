// LISTEN on a PostgreSQL channel, on either back-end. PostgreSQL needs a dedicated connection
// (pool connections come and go); it reconnects after a drop. Callers also poll or re-read, so
// a notification missed while reconnecting only delays an update.
import pg from 'pg';
import type { Database } from './client';

export async function listenToChannel(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
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
  let retryMs = 1000;
  // After a drop, try again with backoff until PostgreSQL is back (an outage can last minutes).
  const reconnect = () => {
    if (closed) return;
    setTimeout(() => void connect().catch(() => reconnect()), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };
  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (msg) => onPayload(msg.payload ?? ''));
    next.on('error', () => undefined);
    let ended = false;
    next.on('end', () => {
      ended = true;
      if (client === next) {
        client = null;
        reconnect();
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (err) {
      if (!ended) await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
    retryMs = 1000;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
