// Data written before a restart is there after it, on both back-ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../../src/server/db/client';
import { migrateDatabase, migrationsApplied } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';

async function writeThenReopen(options: DatabaseOptions) {
  const first = await openDatabase(options);
  await migrateDatabase(first);
  const [row] = await first.db
    .insert(users)
    .values({ issuer: 'test', subject: 'restart', email: 'keeps@crease.test' })
    .returning();
  await first.close();

  const second = await openDatabase(options);
  try {
    await migrateDatabase(second); // a restart runs migrations again: must be a no-op
    expect(await migrationsApplied(second)).toBe(true);
    const found = await second.db.select().from(users).where(eq(users.id, row!.id));
    expect(found.map((u) => u.email)).toEqual(['keeps@crease.test']);
  } finally {
    await second.close();
  }
}

describe('persistence across a restart', () => {
  it('keeps rows in the PGlite data directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crease-pglite-'));
    try {
      await writeThenReopen({ kind: 'pglite', dataDir: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('keeps rows in PostgreSQL', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `crease_restart_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const target = new URL(url);
      target.pathname = `/${name}`;
      await writeThenReopen({ kind: 'postgres', url: target.toString() });
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
