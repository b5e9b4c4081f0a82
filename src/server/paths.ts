// Locations inside the project, found from this file so they hold whether the code runs from
// src/ (tsx, vitest) or from the bundle in dist/server/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'crease') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the Crease project root above ${start}`);
    dir = parent;
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'src/server/db/migrations');
export const webDistDir = path.join(projectRoot, 'dist/web');
