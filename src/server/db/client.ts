// One database handle for both back-ends: embedded PGlite (default) or PostgreSQL through a pg
// pool. Both speak the same SQL, so the schema, migrations and queries are shared.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createPgliteFiles, hasPgliteFiles } from './create-pglite-files';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `select 1`; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the raw instance (tests dump and load snapshots through it). */
  pglite?: PGlite;
  /** PostgreSQL only: the pool, for LISTEN/NOTIFY and advisory locks. */
  pool?: pg.Pool;
}

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; poolMax?: number };

/**
 * PGlite's own start parameters (its durability setting among them, unchanged) plus a smaller
 * buffer pool. PostgreSQL's default shared_buffers of 128 MB is written through at start-up, so
 * it all became resident in the WebAssembly heap. The embedded default's data is one team's
 * meals; its files are read through the operating system, whose page cache still holds them,
 * and the meal lists a screen polls are served from the list cache. About 150 MB less resident
 * memory (decision 114).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      if (!options.loadDataDir && !hasPgliteFiles(options.dataDir)) await createPgliteFiles(options.dataDir);
    }
    const client = await PGlite.create(options.dataDir, {
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      startParams: PGLITE_START_PARAMS,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      pglite: client,
      ping: async () => void (await client.query('select 1')),
      // PGlite keeps the process alive until it is closed (see docs/decisions/001).
      close: () => client.close(),
    };
  }
  // A bounded wait for a connection: while PostgreSQL is away a request gets its 503 instead of hanging.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // A client that loses its connection emits 'error'; without a listener the process dies. The pool
  // listens on idle clients; a client checked out between two statements of a transaction (a worker
  // saving its results) needs its own listener. The statement in flight fails and is handled there.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}
