// Migrates one template database per test run (never one per test: a fresh PGlite takes ~9 s).
// PGlite: a gzipped data-dir snapshot, cached under .cache/ by the migrations' hash, that each
// test file loads in ~2 s. PostgreSQL (TEST_DATABASE_URL): a template database that each test
// file copies with CREATE DATABASE ... TEMPLATE.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { migrationsDir, projectRoot } from '../../src/server/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateDb: string | null;
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(full));
      else if (!name.includes('.')) walk(full);
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

async function ensurePgliteTemplate(hash: string): Promise<string> {
  const dir = path.join(projectRoot, '.cache/test-db');
  const file = path.join(dir, `pglite-template-${hash}.tar.gz`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    const dump = await database.pglite!.dumpDataDir('gzip');
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  } finally {
    await database.close();
  }
  return file;
}

async function ensurePostgresTemplate(url: string, hash: string): Promise<string> {
  const name = `crease_template_${hash}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolMax: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return name;
}

export default async function setup(project: TestProject): Promise<void> {
  const hash = migrationsHash();
  project.provide('pgliteTemplatePath', await ensurePgliteTemplate(hash));
  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplateDb', url ? await ensurePostgresTemplate(url, hash) : null);
}
