// A new embedded database's files are made in a short-lived child process. PGlite makes them by
// running initdb in a second WebAssembly instance (190 MB) with about as much again in buffers; in
// the server's own process that memory was still resident when the server was ready (about 700 MB
// on a first start against 280 MB on the next), until a full collection, and glibc kept part of it
// even then. The child ends and takes it along; the server then opens the files as it does on every
// later start (decision 120). The files and their durability are PGlite's own either way.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Whether `dataDir` already holds a database (PostgreSQL writes PG_VERSION when it makes one). */
export function hasPgliteFiles(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

export async function createPgliteFiles(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the embedded database in ${dataDir} failed (${signal ?? code}):\n${stderr}`)),
    );
  });
}
