// Each test file gets its own database so tests never see each other's rows: a PGlite loaded
// from the migrated snapshot, and, when TEST_DATABASE_URL is set, also a fresh PostgreSQL
// database copied from the migrated template.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';

export type Backend = 'pglite' | 'postgres';

export function testBackends(): Backend[] {
  return inject('postgresTemplateDb') ? ['pglite', 'postgres'] : ['pglite'];
}

export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    return openDatabase({ kind: 'pglite', loadDataDir: snapshot });
  }
  const template = inject('postgresTemplateDb');
  const url = process.env.TEST_DATABASE_URL;
  if (!template || !url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `crease_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database "${name}" template "${template}"`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolMax: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Runs a suite once per available back-end with a database opened before and closed after it.
 * `use()` returns the open database inside tests.
 */
export function describeWithDatabase(name: string, body: (use: () => Database, backend: Backend) => void): void {
  describe.each(testBackends())(`${name} [%s]`, (backend) => {
    let database: Database | undefined;
    beforeAll(async () => {
      database = await openTestDatabase(backend);
    });
    afterAll(async () => {
      await database?.close();
    });
    body(() => {
      if (!database) throw new Error('database not open yet');
      return database;
    }, backend);
  });
}
