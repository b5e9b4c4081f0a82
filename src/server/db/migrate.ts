// Applies the committed drizzle-kit migrations. On PostgreSQL several processes (web and
// workers) may start together, so the run is serialised with an advisory lock.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import type { Database } from './client';

const MIGRATION_LOCK_KEY = 727_274_001; // arbitrary, constant: "crease migrations"

export async function migrateDatabase(database: Database, folder = migrationsDir): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder: folder });
    return;
  }
  if (!database.pool) throw new Error('PostgreSQL database without a pool');
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Number of migrations committed in the repository (from drizzle-kit's journal). */
export function expectedMigrationCount(folder = migrationsDir): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** True when the database reaches and has every committed migration applied. */
export async function migrationsApplied(database: Database, folder = migrationsDir): Promise<boolean> {
  const rows = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const first = (rows as unknown as { rows?: { n: number }[] }).rows?.[0] ?? (rows as unknown as { n: number }[])[0];
  return Number(first?.n ?? 0) >= expectedMigrationCount(folder);
}
