// The one place where the knowledge base touches the file system: it reads the file generated
// by `npm run knowledge:build` (scripts/knowledge/build.ts) and memoises the indexed result.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKnowledge, type Knowledge } from './knowledge';
import type { KnowledgeFile } from './types';

/** Environment variable that points at a knowledge file elsewhere (tests, deployments). */
export const KNOWLEDGE_FILE_ENV = 'CREASE_KNOWLEDGE_FILE';
/** Where the build writes the file, relative to the project root (git-ignored). */
export const KNOWLEDGE_FILE_RELATIVE = join('.cache', 'knowledge', 'knowledge.json');

let cached: { path: string; knowledge: Knowledge } | undefined;

/**
 * The project root: the nearest directory above this module (or above the working directory)
 * whose package.json is Crease's. Works from src/ under tsx or vitest and from an esbuild
 * bundle in dist/server/, because all of them live inside the project.
 */
export function findProjectRoot(startDirs: string[] = defaultStartDirs()): string | undefined {
  for (const start of startDirs) {
    let dir = resolve(start);
    for (;;) {
      const pkg = join(dir, 'package.json');
      if (existsSync(pkg)) {
        try {
          if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: unknown }).name === 'crease') return dir;
        } catch {
          // An unreadable package.json is not ours; keep walking up.
        }
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

function defaultStartDirs(): string[] {
  const dirs = [process.cwd()];
  try {
    dirs.unshift(dirname(fileURLToPath(import.meta.url)));
  } catch {
    // import.meta.url is not a file: URL (e.g. bundled as CommonJS); fall back to the cwd.
  }
  return dirs;
}

/** Absolute path of the knowledge file this process will load. */
export function knowledgeFilePath(): string {
  const override = process.env[KNOWLEDGE_FILE_ENV];
  if (override) return resolve(override);
  const root = findProjectRoot() ?? process.cwd();
  return join(root, KNOWLEDGE_FILE_RELATIVE);
}

export class KnowledgeFileMissingError extends Error {
  constructor(path: string) {
    super(
      `The food knowledge file is missing: ${path}\n` +
        'Run `npm run knowledge:build` in the project folder to generate it ' +
        `(or set ${KNOWLEDGE_FILE_ENV} to the path of a built knowledge.json).`,
    );
    this.name = 'KnowledgeFileMissingError';
  }
}

/** Loads, indexes and memoises the knowledge base. Synchronous: it takes a few tens of ms. */
export function loadKnowledge(): Knowledge {
  const path = knowledgeFilePath();
  if (cached?.path === path) return cached.knowledge;
  if (!existsSync(path)) throw new KnowledgeFileMissingError(path);
  const file = JSON.parse(readFileSync(path, 'utf8')) as KnowledgeFile;
  if (file.formatVersion !== 2) {
    throw new Error(`Unsupported knowledge file format in ${path}; run \`npm run knowledge:build\` again.`);
  }
  const knowledge = createKnowledge(file);
  cached = { path, knowledge };
  return knowledge;
}

/** Forgets the memoised knowledge (tests that switch files). */
export function resetKnowledgeCache(): void {
  cached = undefined;
}
