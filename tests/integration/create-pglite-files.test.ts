// A new embedded database's files are made in a child process (decision 120): the folder then
// holds a database that the server's own PGlite opens, and a failure says where and why.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createPgliteFiles, hasPgliteFiles } from '../../src/server/db/create-pglite-files';

describe('making a new embedded database in a child process', () => {
  it('leaves a database folder that opens and answers queries', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'crease-pglite-files-')), 'pglite');
    try {
      expect(hasPgliteFiles(dir)).toBe(false);
      await createPgliteFiles(dir);
      expect(hasPgliteFiles(dir)).toBe(true);
      const database = await openDatabase({ kind: 'pglite', dataDir: dir });
      try {
        expect((await database.pglite!.query<{ n: number }>('select 40 + 2 as n')).rows).toEqual([{ n: 42 }]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  }, 60_000);

  it('fails with the folder named when the files cannot be made', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'crease-pglite-files-'));
    const notAFolder = path.join(parent, 'a-file');
    writeFileSync(notAFolder, 'not a folder');
    try {
      await expect(createPgliteFiles(notAFolder)).rejects.toThrow(`Creating the embedded database in ${notAFolder}`);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 60_000);
});
