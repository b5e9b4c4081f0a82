// Objects as files under one folder (DATA_DIR/objects by default). Writes go to a temporary
// file first and are renamed into place, so a crash never leaves half a photo under its key.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectStorage } from './object-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStorage(dir: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    kind: 'local',
    uploadOrigin: null,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    presignPut: async () => null,
  };
}
